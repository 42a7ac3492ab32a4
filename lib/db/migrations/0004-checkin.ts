import 'server-only';
import type { Kysely } from 'kysely';

/**
 * Check-in at the gate. `checkins` holds one row per admitted ticket id: its primary
 * key lets the database decide who was first when two gates scan one ticket at once (insert …
 * on conflict do nothing, then read the winner). `checkin_attempts` logs every scan by its
 * client nonce (unique), so a retried request is recognised as the same scan.
 * (0003 is left to the tickets branch of the same issue.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkins')
    .addColumn('ticket_id', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'varchar(320)', (col) => col.notNull())
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('gate', 'varchar(60)', (col) => col.notNull())
    .addColumn('staff_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('staff_name', 'text', (col) => col.notNull())
    // signature | store | unverified (admitted on staff's explicit confirmation)
    .addColumn('verification', 'varchar(16)', (col) => col.notNull())
    // online | offline (uploaded later by a scanner with the time it scanned)
    .addColumn('source', 'varchar(16)', (col) => col.notNull())
    .addColumn('nonce', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('recorded_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('checkins_at').on('checkins').columns(['at', 'ticket_id']).execute();
  await db.schema.createIndex('checkins_email').on('checkins').column('email').execute();

  await db.schema
    .createTable('checkin_attempts')
    .addColumn('nonce', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('ticket_id', 'varchar(200)')
    .addColumn('name', 'text')
    .addColumn('email', 'varchar(320)')
    .addColumn('result', 'varchar(24)', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('gate', 'varchar(60)', (col) => col.notNull())
    .addColumn('staff_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('staff_name', 'text', (col) => col.notNull())
    .addColumn('at', 'bigint', (col) => col.notNull())
    // The first check-in this scan was answered with (a retried nonce gets the same answer).
    .addColumn('first_at', 'bigint')
    .addColumn('first_gate', 'varchar(60)')
    .addColumn('first_by', 'text')
    .execute();
  await db.schema.createIndex('checkin_attempts_at').on('checkin_attempts').columns(['at', 'nonce']).execute();
  await db.schema.createIndex('checkin_attempts_gate_at').on('checkin_attempts').columns(['gate', 'at']).execute();
  await db.schema.createIndex('checkin_attempts_email').on('checkin_attempts').column('email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('checkin_attempts').ifExists().execute();
  await db.schema.dropTable('checkins').ifExists().execute();
}
