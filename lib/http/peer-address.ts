import http from 'node:http';

/**
 * The address of whoever opened the TCP connection, as a request header a route handler can
 * read (Next.js gives route handlers no socket). `next start` keeps a client's own
 * X-Forwarded-For when one is sent, so that header alone would let anybody pick their own
 * rate-limit bucket; this one is always overwritten with the socket's address.
 */
export const PEER_ADDRESS_HEADER = 'x-acm-peer-address';

const installedKey = Symbol.for('acm.peerAddressHeader');

/** Installs once per process (instrumentation.ts), before the server answers its first request. */
export function installPeerAddressHeader(): void {
  const prototype = http.Server.prototype as http.Server & { [installedKey]?: true };
  if (prototype[installedKey]) return;
  prototype[installedKey] = true;
  const emit = prototype.emit;
  prototype.emit = function emitWithPeerAddress(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof prototype.emit;
}
