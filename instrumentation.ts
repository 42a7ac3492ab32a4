/**
 * Runs once when the Node.js server starts (server.mjs prepares Next's request handler, which
 * calls it), before it serves requests: validates the environment, runs the database migrations
 * and starts the e-mail outbox worker, which sends whatever a previous run left queued
 * (the composition root, lib/runtime).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./lib/runtime');
    await startServer();
  }
}
