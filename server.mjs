/**
 * The production server: `npm start` (after its build) and `npm run serve` run it, and so do the
 * end-to-end suite and the bench. It is Next.js's documented custom server
 * (https://nextjs.org/docs/app/guides/custom-server): the framework's own request handler,
 * `next({ dev: false }).getRequestHandler()` (the router `next start` runs too), behind a plain
 * node:http server. Whatever the site does with a connection before Next.js sees it is written
 * here and nowhere else:
 *
 * - the peer address: every request's PEER_ADDRESS_HEADER is overwritten with the address of
 *   the socket, whatever the client sent under that name. Route handlers get no socket from
 *   Next.js, and lib/http/guards.ts keys the rate limits on this header (a client's own
 *   X-Forwarded-For counts only behind TRUSTED_PROXY_HOPS proxies).
 *
 * Compression is Next's own (next.config.ts `compress`). instrumentation.ts runs as under
 * `next start`: the prepared handler calls its register() (environment check, migrations, the
 * outbox worker) as it starts, and answers no request before that has finished.
 *
 * Plain JavaScript on purpose: Node 20 runs this file as it is, so there is no compile step
 * between `next build` and the start to forget, and no tool that is only a devDependency
 * (tsx) in production; Node 20 cannot strip TypeScript types. Its types are in server.d.mts.
 *
 * Environment: HOST (default 0.0.0.0) and PORT (default 3000), as `npm start` always took them;
 * NODE_ENV defaults to production, as under `next start`.
 */
import http from 'node:http';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** lib/http/peer-address.ts reads it under the same name (server.test.ts holds the two together). */
export const PEER_ADDRESS_HEADER = 'x-acm-peer-address';

/**
 * The request listener: sets the peer address, then hands the request to `handle` (Next's
 * request handler). Exported for server.test.ts.
 */
export function withPeerAddress(handle) {
  return (request, response) => {
    request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
    return handle(request, response);
  };
}

async function main() {
  process.env.NODE_ENV ??= 'production';
  const hostname = process.env.HOST || '0.0.0.0';
  const port = Number.parseInt(process.env.PORT || '3000', 10);
  // Imported after NODE_ENV is set: Next.js and React pick their production builds from it.
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: path.dirname(fileURLToPath(import.meta.url)), hostname, port });
  await app.prepare();
  const server = http.createServer(withPeerAddress(app.getRequestHandler()));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, resolve);
  });
  console.log(`[acm] serving on http://${hostname}:${port}`);
}

const isMain = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
