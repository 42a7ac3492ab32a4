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
 * - the order requests start in: in arrival order, at most two per turn of the event loop, none
 *   for a few turns while new connections come in (takeTurns), so a busy server keeps accepting
 *   new connections.
 *
 * - graceful shutdown: on SIGTERM or SIGINT the server stops accepting connections, finishes the
 *   requests in flight (a keep-alive connection is closed after its current response), then asks
 *   the application to stop (lib/runtime stopServer: the outbox worker finishes or releases the
 *   mail it holds, the database pool closes) and exits 0, all within SHUTDOWN_BUDGET_MS.
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

/**
 * How many waiting requests the server starts in one turn of the event loop (takeTurns).
 */
const REQUESTS_PER_TURN = 2;

/** Of takeTurns: how many turns in a row may start nothing while new connections come in. */
const TURNS_HELD_FOR_NEWCOMERS = 4;

/**
 * The request listener's scheduler: requests are started in the order they arrived, at most
 * `perTurn` in one turn of the event loop, the rest in the next turns; and while new
 * connections are coming in, none for a few turns. Exported for server.test.ts.
 *
 * Why: Node's libuv (1.45 and later, so Node 20) accepts one new connection per turn of the
 * event loop (libuv pull request 3696), and a turn runs the handlers of every connection that
 * has a request ready. Under a rush the established keep-alive connections then fill each turn
 * with their requests (on SQLite a registration's queries run on this thread), while the new
 * connections wait in the kernel's accept queue: one more is let in per turn. In the
 * registration rush (scripts/bench-registration.mjs, 50 clients) the last of the first 50
 * connections waited about 2 s while the first 20 registered again and again. A proxy opening
 * connections as a rush builds up (nginx beyond its idle keep-alive pool, which it closes after
 * 4 s) meets the same wait. Starting only a few requests per turn keeps turns short, so the
 * server keeps accepting while it is busy, and the queue serves connections old and new in the
 * order their requests came. Even two a turn left the last of a burst of 50 new connections
 * waiting about 50 turns (300-600 ms, the rush's p99 on PostgreSQL): so a turn in which a
 * request came on a connection never seen before starts nothing, up to
 * TURNS_HELD_FOR_NEWCOMERS turns in a row. Those turns only finish the work in flight and
 * accept, and the burst is in within a few milliseconds, its requests queued behind the ones
 * that came before them. Traffic that opens a connection per request is held at most that many
 * short turns per start.
 */
export function takeTurns(handle, { perTurn = REQUESTS_PER_TURN, heldTurns = TURNS_HELD_FOR_NEWCOMERS } = {}) {
  const waiting = [];
  const known = new WeakSet();
  let scheduled = false;
  let newcomer = false;
  let held = 0;
  function pump() {
    scheduled = false;
    const hold = newcomer && held < heldTurns;
    newcomer = false;
    held = hold ? held + 1 : 0;
    for (let started = 0; !hold && started < perTurn && waiting.length > 0; started += 1) {
      const [request, response] = waiting.shift();
      handle(request, response);
    }
    // An immediate set while immediates run waits for the next turn, after its poll phase
    // (where libuv accepts a connection and reads the sockets).
    if (waiting.length > 0) schedule();
  }
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(pump);
  }
  return (request, response) => {
    const socket = request.socket;
    if (socket && !known.has(socket)) {
      known.add(socket);
      newcomer = true;
    }
    waiting.push([request, response]);
    schedule();
  };
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
  const server = answersInFlight(http.createServer(withPeerAddress(takeTurns(app.getRequestHandler()))));
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
