/**
 * Runs once when the Node.js server starts, before it serves requests: gives route handlers
 * the connection's address (lib/http/peer-address.ts), validates the environment, runs the
 * database migrations and starts the e-mail outbox worker, which sends whatever a previous run
 * left queued (lib/submissions/start-server.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installPeerAddressHeader } = await import('./lib/http/peer-address');
    installPeerAddressHeader();
    const { startServer } = await import('./lib/submissions/start-server');
    await startServer();
  }
}
