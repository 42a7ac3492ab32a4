import 'server-only';
import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The market's participants and their sign-in: a second set of better-auth tables (market_*),
 * apart from the organiser area's auth_* ones, so a participant's session can never be read as an
 * organiser's and one address may be both an organiser and a participant.
 *
 * market_people links a participant to what entitles them: a registered attendee's ticket or an
 * accepted exhibition registration, and keeps their language for the mails.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // What better-auth's Kysely adapter reads and writes (as in 0002-admin.ts).
  const bool = postgres ? 'boolean' : 'integer';
  const time = postgres ? 'timestamptz' : 'date';

  await db.schema
    .createTable('market_users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('emailVerified', bool, (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', time, (col) => col.notNull())
    .addColumn('updatedAt', time, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('market_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('expiresAt', time, (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('createdAt', time, (col) => col.notNull())
    .addColumn('updatedAt', time, (col) => col.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (col) => col.notNull().references('market_users.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('market_sessions_userId_idx').on('market_sessions').column('userId').execute();

  await db.schema
    .createTable('market_accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('accountId', 'text', (col) => col.notNull())
    .addColumn('providerId', 'text', (col) => col.notNull())
    .addColumn('userId', 'text', (col) => col.notNull().references('market_users.id').onDelete('cascade'))
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
  await db.schema.createIndex('market_accounts_userId_idx').on('market_accounts').column('userId').execute();

  await db.schema
    .createTable('market_verifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('identifier', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('expiresAt', time, (col) => col.notNull())
    .addColumn('createdAt', time, (col) => col.notNull())
    .addColumn('updatedAt', time, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('market_verifications_identifier_idx')
    .on('market_verifications')
    .column('identifier')
    .execute();

  await db.schema
    .createTable('market_people')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(320)', (col) => col.notNull().unique())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('source_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('locale', 'varchar(8)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    // The last sign-in link they asked for: what the market's retention counts from.
    .addColumn('last_active_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['market_people', 'market_verifications', 'market_accounts', 'market_sessions', 'market_users'])
    await db.schema.dropTable(table).ifExists().execute();
}
