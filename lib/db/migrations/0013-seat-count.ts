import 'server-only';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The seats held (registered or offered) and the people waiting, kept by the database itself
 * (docs/decisions/0005-seats-counted-by-triggers.md): a registration under a capacity read them
 * with count(*) over the attendees while it held the seat lock, so every registration took
 * longer as the event filled. With 24,000
 * attendees in, a rush on PostgreSQL fell to 90 a second. One row, seat_count, follows every
 * insert, deletion and change of status of an attendee, whoever makes it (a registration, a
 * cancellation, an offer, an erasure, an organiser), through triggers in the same transaction, so
 * it cannot drift from the rows it counts. One row rather than one per status: every change takes
 * the same single row lock, so no two changes can wait on each other's rows in opposite orders.
 */
const HELD = `('registered', 'offered')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // PostgreSQL runs a migration in a transaction: no other instance changes an attendee between
  // the count and the triggers. SQLite does not, and its one writer is this process starting:
  // every step may find the one before it done by a start that stopped half-way.
  if (postgres) await sql`lock table attendees in share row exclusive mode`.execute(db);
  await db.schema
    .createTable('seat_count')
    .ifNotExists()
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('held', 'integer', (col) => col.notNull())
    .addColumn('waiting', 'integer', (col) => col.notNull())
    .execute();
  await sql`delete from seat_count`.execute(db);
  await sql`insert into seat_count (id, held, waiting)
    select 1, (select count(*) from attendees where status in ${sql.raw(HELD)}), (select count(*) from attendees where status = 'waitlisted')`.execute(
    db,
  );
  if (postgres) {
    await sql
      .raw(
        `create function seat_count_follows() returns trigger language plpgsql as $$
        declare
          held_change integer := 0;
          waiting_change integer := 0;
        begin
          if tg_op in ('INSERT', 'UPDATE') then
            held_change := (new.status in ${HELD})::integer;
            waiting_change := (new.status = 'waitlisted')::integer;
          end if;
          if tg_op in ('UPDATE', 'DELETE') then
            held_change := held_change - (old.status in ${HELD})::integer;
            waiting_change := waiting_change - (old.status = 'waitlisted')::integer;
          end if;
          if held_change <> 0 or waiting_change <> 0 then
            update seat_count set held = held + held_change, waiting = waiting + waiting_change where id = 1;
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger attendees_seat_count after insert or delete or update of status on attendees for each row execute function seat_count_follows()`.execute(
      db,
    );
    await sql
      .raw(
        `create function seat_count_empty() returns trigger language plpgsql as $$ begin update seat_count set held = 0, waiting = 0 where id = 1; return null; end $$`,
      )
      .execute(db);
    await sql`create trigger attendees_seat_count_truncate after truncate on attendees for each statement execute function seat_count_empty()`.execute(
      db,
    );
    return;
  }
  // SQLite: a comparison is 0 or 1. (It has no TRUNCATE; with triggers, a DELETE of every row
  // fires them.) A migration that rebuilds attendees on SQLite (as 0006 did) drops its triggers:
  // it must create them again.
  await sql
    .raw(
      `create trigger if not exists attendees_seat_count_insert after insert on attendees begin
        update seat_count set held = held + (new.status in ${HELD}), waiting = waiting + (new.status = 'waitlisted') where id = 1;
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger if not exists attendees_seat_count_delete after delete on attendees begin
        update seat_count set held = held - (old.status in ${HELD}), waiting = waiting - (old.status = 'waitlisted') where id = 1;
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger if not exists attendees_seat_count_update after update of status on attendees begin
        update seat_count set held = held + (new.status in ${HELD}) - (old.status in ${HELD}),
          waiting = waiting + (new.status = 'waitlisted') - (old.status = 'waitlisted') where id = 1;
      end`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists attendees_seat_count on attendees`.execute(db);
    await sql`drop trigger if exists attendees_seat_count_truncate on attendees`.execute(db);
    await sql`drop function if exists seat_count_follows()`.execute(db);
    await sql`drop function if exists seat_count_empty()`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update'])
      await sql`drop trigger if exists ${sql.raw(`attendees_seat_count_${name}`)}`.execute(db);
  }
  await db.schema.dropTable('seat_count').ifExists().execute();
}
