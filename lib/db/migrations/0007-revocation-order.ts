import 'server-only';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The order in which revocations became visible, for the scanners' incremental list
 * (GET /api/tickets/revoked, lib/tickets/revocations.ts revocationsAfter).
 *
 * revoked_at cannot be that order: it is the application's clock, taken before the write, and
 * on PostgreSQL a transaction that took an earlier time may commit after one that took a later
 * time, so a reader that has moved past it would skip it for good. Each row gets `tx`:
 * - PostgreSQL: the id of the transaction that wrote it (pg_current_xact_id(), 64 bits, never
 *   wraps). Readers only read rows whose transaction ended before their snapshot's horizon
 *   (pg_snapshot_xmin): no row with a lower tx can appear after that, whatever the commit order.
 * - SQLite: one writer at a time, so a counter taken inside the write (a trigger: max + 1) is the
 *   commit order itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table ticket_revocations add column tx bigint not null default (pg_current_xact_id()::text::bigint)`.execute(
      db,
    );
  } else {
    await sql`alter table ticket_revocations add column tx integer`.execute(db);
    await sql`update ticket_revocations set tx = (select count(*) from ticket_revocations earlier
      where earlier.revoked_at < ticket_revocations.revoked_at
         or (earlier.revoked_at = ticket_revocations.revoked_at and earlier.ticket_hash <= ticket_revocations.ticket_hash))`.execute(
      db,
    );
    await sql`create trigger ticket_revocations_tx after insert on ticket_revocations
      begin
        update ticket_revocations set tx = (select coalesce(max(tx), 0) + 1 from ticket_revocations) where ticket_hash = new.ticket_hash;
      end`.execute(db);
  }
  await db.schema
    .createIndex('ticket_revocations_tx')
    .on('ticket_revocations')
    .columns(['tx', 'ticket_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ticket_revocations_tx').ifExists().execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter))
    await sql`drop trigger if exists ticket_revocations_tx`.execute(db);
  await db.schema.alterTable('ticket_revocations').dropColumn('tx').execute();
}
