import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Db } from '@/lib/db';

/**
 * The key better-auth signs session cookies with: AUTH_SECRET when the operator sets one,
 * otherwise a random key the first instance generates and keeps in the database, so every
 * instance on one database agrees without configuration and no default secret exists.
 */
export async function sessionSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.kysely
    .insertInto('app_secrets')
    .values({ name: 'session-secret', value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.kysely
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'session-secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
