import 'server-only';
import { isPostgresUrl } from '@/lib/db';
import { EnvError, serverEnv } from '@/lib/env';
import { appServices } from './runtime';

/**
 * Node.js start-up (called by instrumentation.ts): a bad environment value stops the server
 * with a message naming the variable; then migrations run and the outbox worker starts. A
 * database that is not reachable yet does not stop the server: /api/health answers 503 and
 * the next request tries again.
 */
export async function startServer(): Promise<void> {
  try {
    serverEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`[acm] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  try {
    const { env, outbox } = await appServices();
    const store = env.UPSTREAM_API_URL ? 'forwarding to the organisers\u2019 API' : 'embedded store';
    const database = isPostgresUrl(env.DATABASE_URL) ? 'PostgreSQL' : env.DATABASE_URL;
    const mail = outbox.hasTransport ? (env.EMAIL_PROVIDER_URL ? 'provider endpoint' : 'SMTP') : 'none (kept in the outbox)';
    console.log(`[acm] submissions: ${store}; database: ${database}; e-mail: ${mail}; registration ${env.REGISTRATION_OPEN ? 'open' : 'closed'}`);
  } catch (error) {
    console.error(`[acm] the database is not ready: ${error instanceof Error ? error.message : String(error)}`);
  }
}
