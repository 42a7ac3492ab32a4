import 'server-only';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The organiser area: better-auth's accounts and sessions (its tables, named auth_*), shared
 * rate-limit counters, the audit log, who handled a submission, and the link from a queued
 * mail to the submission it confirms.
 */
// The column types better-auth's Kysely adapter reads and writes: real booleans and timestamps
// on PostgreSQL, integers and date text on SQLite (what its own schema generator emits).
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const bool = postgres ? 'boolean' : 'integer';
  const time = postgres ? 'timestamptz' : 'date';

  await db.schema
    .createTable('auth_users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('emailVerified', bool, (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', time, (col) => col.notNull())
    .addColumn('updatedAt', time, (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('disabled', bool, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('expiresAt', time, (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('createdAt', time, (col) => col.notNull())
    .addColumn('updatedAt', time, (col) => col.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (col) => col.notNull().references('auth_users.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('auth_sessions_userId_idx').on('auth_sessions').column('userId').execute();

  await db.schema
    .createTable('auth_accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('accountId', 'text', (col) => col.notNull())
    .addColumn('providerId', 'text', (col) => col.notNull())
    .addColumn('userId', 'text', (col) => col.notNull().references('auth_users.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', time)
    .addColumn('refreshTokenExpiresAt', time)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', time, (col) => col.notNull())
    .addColumn('updatedAt', time, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('auth_accounts_userId_idx').on('auth_accounts').column('userId').execute();

  await db.schema
    .createTable('auth_verifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('identifier', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('expiresAt', time, (col) => col.notNull())
    .addColumn('createdAt', time, (col) => col.notNull())
    .addColumn('updatedAt', time, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('auth_verifications_identifier_idx')
    .on('auth_verifications')
    .column('identifier')
    .execute();

  // Fixed-window counters shared by every instance on one PostgreSQL (rate limits, sign-in lock-out).
  // UNLOGGED there: a counter needs no fsync per request (losing them in a crash only resets the
  // windows), so counting adds a round trip to a form post, not a disk flush.
  await db.schema
    .createTable('rate_limits')
    .$call((builder) => (postgres ? builder.modifyFront(sql`unlogged`) : builder))
    .addColumn('key', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute();

  // Secrets the server generates itself when the operator sets none (the session-signing key).
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('actor', 'varchar(320)')
    .addColumn('action', 'varchar(64)', (col) => col.notNull())
    .addColumn('target', 'text')
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();

  await db.schema.alterTable('submissions').addColumn('handled_at', 'bigint').execute();
  await db.schema.alterTable('submissions').addColumn('handled_by', 'varchar(320)').execute();
  await db.schema.createIndex('submissions_email').on('submissions').column('email').execute();

  await db.schema.alterTable('outbox').addColumn('submission_id', 'varchar(64)').execute();
  await db.schema.createIndex('outbox_submission').on('outbox').column('submission_id').execute();
  await db.schema.createIndex('outbox_recipient').on('outbox').column('recipient').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['outbox_recipient', 'outbox_submission', 'submissions_email'])
    await db.schema.dropIndex(index).ifExists().execute();
  await db.schema.alterTable('outbox').dropColumn('submission_id').execute();
  await db.schema.alterTable('submissions').dropColumn('handled_by').execute();
  await db.schema.alterTable('submissions').dropColumn('handled_at').execute();
  for (const table of [
    'audit_log',
    'app_secrets',
    'rate_limits',
    'auth_verifications',
    'auth_accounts',
    'auth_sessions',
    'auth_users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
