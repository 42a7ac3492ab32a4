/**
 * Runs once when the Node.js server starts, before it serves requests: gives route handlers
 * the connection's address (lib/http/peer-address.ts), compresses responses and lets HTML
 * documents paint before the framework's scripts run (lib/paint-first), validates the environment, runs the
 * database migrations and starts the e-mail outbox worker, which sends whatever a previous run
 * left queued (lib/submissions/start-server.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installPeerAddressHeader } = await import('./lib/http/peer-address');
    installPeerAddressHeader();
    if (process.env.NODE_ENV === 'production') {
      const { installPaintFirst } = await import('./lib/paint-first/response');
      installPaintFirst();
    }
    const { startServer } = await import('./lib/submissions/start-server');
    await startServer();
  }
}
