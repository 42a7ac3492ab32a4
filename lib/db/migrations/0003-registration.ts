import 'server-only';
import { sql, type Kysely } from 'kysely';

/**
 * One registration per e-mail address, decided by the database: attendees get the normalised
 * address (trimmed, NFC, lower-cased: lib/submissions/store.ts registrationEmailKey) under a
 * unique index, so two concurrent registrations of one address cannot both insert. Existing rows
 * are filled in, oldest first; a later duplicate (none can exist: registration was never open
 * before this) would keep a null key rather than stop the migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attendees').addColumn('email_key', 'varchar(320)').execute();
  const rows = await sql<{
    ticket_id: string;
    email: string;
  }>`select ticket_id, email from attendees order by created_at, ticket_id`.execute(db);
  const seen = new Set<string>();
  for (const row of rows.rows) {
    const key = row.email.trim().normalize('NFC').toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    await sql`update attendees set email_key = ${key} where ticket_id = ${row.ticket_id}`.execute(db);
  }
  await db.schema.createIndex('attendees_email_key').on('attendees').column('email_key').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('attendees_email_key').ifExists().execute();
  await db.schema.alterTable('attendees').dropColumn('email_key').execute();
}
