import 'server-only';
import { sql, type Kysely } from 'kysely';

/**
 * Tickets governed after issue: cancellation, the waiting list, corrections.
 *
 * attendees gains a status (registered, waitlisted, offered, cancelled), when it last changed,
 * when the current ticket was signed (a correction reissues it), the expiry of a seat offer
 * and a cancellation's reason. `ticket` becomes nullable: a person on the waiting list has no
 * ticket until a seat is theirs. SQLite cannot drop a NOT NULL, so the table is rebuilt (on
 * both databases, one code path); its indexes are made again. change_id names the last write
 * that changed a row's state (a fresh id each time), so statements batched with that write can
 * be made conditional on it having happened (lib/attendees/store.ts).
 *
 * ticket_revocations holds what a gate needs to refuse a ticket and nothing else: the SHA-256
 * of its id and when it was revoked. No name, no address: it outlives an erasure.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attendees_next')
    .addColumn('ticket_id', 'varchar(128)', (col) => col.primaryKey())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'varchar(320)', (col) => col.notNull())
    .addColumn('email_key', 'varchar(320)')
    .addColumn('company', 'text')
    .addColumn('ticket', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('checked_in_at', 'bigint')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('registered'))
    .addColumn('status_at', 'bigint')
    .addColumn('issued_at', 'bigint')
    .addColumn('offer_expires_at', 'bigint')
    .addColumn('cancel_reason', 'text')
    .addColumn('change_id', 'varchar(64)')
    .execute();
  await sql`insert into attendees_next (ticket_id, first_name, last_name, email, email_key, company, ticket, created_at, checked_in_at, status, status_at, issued_at)
    select ticket_id, first_name, last_name, email, email_key, company, ticket, created_at, checked_in_at, 'registered', created_at, created_at from attendees`.execute(
    db,
  );
  await db.schema.dropTable('attendees').execute();
  await db.schema.alterTable('attendees_next').renameTo('attendees').execute();
  await db.schema.createIndex('attendees_email').on('attendees').column('email').execute();
  await db.schema.createIndex('attendees_email_key').on('attendees').column('email_key').unique().execute();
  // The waiting list is read oldest first per status; the organiser list newest first.
  await db.schema.createIndex('attendees_status_created').on('attendees').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('attendees_created').on('attendees').columns(['created_at', 'ticket_id']).execute();

  await db.schema
    .createTable('ticket_revocations')
    .addColumn('ticket_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('revoked_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_revocations_at')
    .on('ticket_revocations')
    .columns(['revoked_at', 'ticket_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ticket_revocations').ifExists().execute();
  await db.schema.dropIndex('attendees_status_created').ifExists().execute();
  await db.schema.dropIndex('attendees_created').ifExists().execute();
  await sql`delete from attendees where ticket is null`.execute(db);
  for (const column of ['status', 'status_at', 'issued_at', 'offer_expires_at', 'cancel_reason', 'change_id']) {
    await db.schema.alterTable('attendees').dropColumn(column).execute();
  }
}
