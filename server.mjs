/**
 * The production server (`npm start`, `npm run serve`, the end-to-end suite, the benches):
 * Next.js's documented custom server, its own request handler behind a plain node:http server
 * (https://nextjs.org/docs/app/guides/custom-server). It adds two things Next.js does not do:
 *
 * - the peer address: every request's PEER_ADDRESS_HEADER is overwritten with the socket's
 *   address, since route handlers get no socket and lib/http/guards.ts keys the rate limits on it;
 * - graceful shutdown: on SIGTERM or SIGINT it stops accepting connections, finishes the requests
 *   in flight, stops the application (lib/runtime stopServer) and exits, within SHUTDOWN_BUDGET_MS.
 *
 * Plain JavaScript so Node 20 runs it as it is, with no compile step after `next build`; its
 * types are in server.d.mts. Environment: HOST (0.0.0.0), PORT (3000); NODE_ENV defaults to
 * production, as under `next start`.
 */
import http from 'node:http';
import net from 'node:net';
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

/** The responses a server has not finished yet (kept by `answersInFlight`, read by `shutdown`). */
const IN_FLIGHT = Symbol('acm.inFlight');
/** Set by `shutdown`: every answer from then on closes its connection. */
const CLOSING = Symbol('acm.closing');

/**
 * Keeps the set of responses `server` has not finished, for `shutdown`, and makes every answer
 * started once the server is closing say `Connection: close`. Exported for server.test.ts.
 */
export function answersInFlight(server) {
  const live = new Set();
  server[IN_FLIGHT] = live;
  server.prependListener('request', (request, response) => {
    if (server[CLOSING]) response.setHeader('Connection', 'close');
    live.add(response);
    response.once('close', () => live.delete(response));
  });
  return server;
}

/** A process manager (systemd's TimeoutStopSec, a container runtime) waits about this long before SIGKILL. */
export const SHUTDOWN_BUDGET_MS = 10_000;
/** Of the budget: the requests in flight get this long; the application's stop gets the rest. */
const DRAIN_MS = 6_000;
/** Of the drain: how long an idle keep-alive connection may still bring one last request. */
const IDLE_NOTICE_MS = 1_000;

/**
 * The application's stop (lib/runtime stopServer), kept on globalThis under this key: Next's
 * bundle and this file are separate module graphs, so a shared registered symbol is how they meet.
 */
export const STOP_HOOK = Symbol.for('acm.stopServer');

/**
 * The shutdown sequence for `server` (exported for server.test.ts). Resolves with the exit code:
 * 0 when everything stopped in time, 1 when the budget ran out (connections were cut).
 */
export function shutdown(server, { drainMs = DRAIN_MS, budgetMs = SHUTDOWN_BUDGET_MS, log = console.log } = {}) {
  const started = Date.now();
  // A keep-alive connection the server closes while idle may be closing just as the proxy sends
  // the next request on it; nginx replays such a request only when it is idempotent, so a POST
  // would fail. An answer that says Connection: close ends its connection cleanly instead: the
  // proxy reads that and never sends on it again. So every answer not yet begun says it.
  server[CLOSING] = true;
  for (const response of server[IN_FLIGHT] ?? []) if (!response.headersSent) response.setHeader('Connection', 'close');
  return new Promise((resolve) => {
    const budget = setTimeout(() => {
      log('[acm] shutdown took too long: exiting with connections cut');
      server.closeAllConnections();
      resolve(1);
    }, budgetMs - 250);
    budget.unref();
    // No new connections from now on. net.Server's close, not http.Server's: the latter also cuts
    // every idle keep-alive connection at once, under whatever request the proxy is sending.
    const drained = new Promise((done) => net.Server.prototype.close.call(server, () => done(true)));
    // For a moment an idle keep-alive connection stays open: its next request is answered, with
    // Connection: close. Then those still idle are closed, and the others as their answers end.
    let idle = null;
    const notice = setTimeout(
      () => {
        server.closeIdleConnections();
        idle = setInterval(() => server.closeIdleConnections(), 50);
        idle.unref();
      },
      Math.min(IDLE_NOTICE_MS, drainMs / 2),
    );
    notice.unref();
    const quiet = () => {
      clearTimeout(notice);
      if (idle) clearInterval(idle);
    };
    void drained.then(quiet);
    const late = new Promise((done) => setTimeout(() => done(false), drainMs).unref());
    void Promise.race([drained, late])
      .then(async (finished) => {
        quiet();
        if (!finished) {
          log(`[acm] requests still running after ${drainMs} ms: closing their connections`);
          server.closeAllConnections();
        }
        const stop = globalThis[STOP_HOOK];
        if (typeof stop === 'function')
          await stop({ budgetMs: Math.max(500, budgetMs - (Date.now() - started) - 500) });
        clearTimeout(budget);
        log(`[acm] stopped after ${Date.now() - started} ms`);
        resolve(0);
      })
      .catch((error) => {
        log(`[acm] shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        clearTimeout(budget);
        resolve(1);
      });
  });
}

async function main() {
  process.env.NODE_ENV ??= 'production';
  const hostname = process.env.HOST || '0.0.0.0';
  const port = Number.parseInt(process.env.PORT || '3000', 10);
  // Imported after NODE_ENV is set: Next.js and React pick their production builds from it.
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: path.dirname(fileURLToPath(import.meta.url)), hostname, port });
  await app.prepare();
  const server = answersInFlight(http.createServer(withPeerAddress(app.getRequestHandler())));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, resolve);
  });
  console.log(`[acm] serving on http://${hostname}:${port}`);
  let stopping = null;
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      if (stopping) return;
      console.log(`[acm] ${signal}: finishing the requests in flight`);
      stopping = shutdown(server).then((code) => process.exit(code));
    });
  }
}

const isMain = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
