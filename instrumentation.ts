/**
 * Runs once when the Node.js server starts, before it serves requests: validates the
 * environment (a bad value stops the start with a message naming it), runs the database
 * migrations and starts the e-mail outbox worker, which sends whatever a previous run left
 * queued.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { appServices } = await import('./lib/submissions/runtime');
  const { env, outbox } = await appServices();
  const store = env.UPSTREAM_API_URL ? 'forwarding to the organisers\u2019 API' : 'embedded store';
  const database = /^postgres/.test(env.DATABASE_URL) ? 'PostgreSQL' : env.DATABASE_URL;
  console.log(
    `[acm] submissions: ${store}; database: ${database}; e-mail: ${outbox.hasTransport ? (env.EMAIL_PROVIDER_URL ? 'provider endpoint' : 'SMTP') : 'none (kept in the outbox)'}; registration ${env.REGISTRATION_OPEN ? 'open' : 'closed'}`,
  );
}
