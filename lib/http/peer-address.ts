import { addRequestHook } from './server-hooks';

/**
 * The address of whoever opened the TCP connection, as a request header a route handler can
 * read (Next.js gives route handlers no socket). `next start` keeps a client's own
 * X-Forwarded-For when one is sent, so that header alone would let anybody pick their own
 * rate-limit bucket; this one is always overwritten with the socket's address.
 */
export const PEER_ADDRESS_HEADER = 'x-acm-peer-address';

/** Installs once per process (instrumentation.ts), before the server answers its first request. */
export function installPeerAddressHeader(): void {
  addRequestHook('peer-address', (request) => {
    request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
  });
}
