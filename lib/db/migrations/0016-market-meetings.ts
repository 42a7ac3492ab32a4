import 'server-only';
import type { Kysely } from 'kysely';

/**
 * One-to-one meetings between participants, at the tables of the B2B lounge.
 *
 * The database decides clashes: a table hosts one meeting per slot (market_table_slots) and a
 * person sits in one meeting per slot (market_person_slots), by primary keys. Accepting a request
 * writes the meeting and its three slot rows in one transaction, so two acceptances racing for the
 * last table cannot both win, on any number of instances. Cancelling deletes the slot rows (the
 * meeting row stays, for the organisers' counts).
 *
 * Times are epoch milliseconds; a slot is named by its start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    // JSON array of the meeting days, 'YYYY-MM-DD' in Lagos time, within the event's days.
    .addColumn('days', 'text', (col) => col.notNull())
    // The meeting hours each day, in minutes after Lagos midnight.
    .addColumn('start_minute', 'integer', (col) => col.notNull())
    .addColumn('end_minute', 'integer', (col) => col.notNull())
    .addColumn('slot_minutes', 'integer', (col) => col.notNull())
    .addColumn('max_open_requests', 'integer', (col) => col.notNull())
    .addColumn('max_new_senders_per_day', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('market_tables')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('capacity', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('market_unavailable')
    .addColumn('person_id', 'varchar(64)', (col) => col.notNull().references('market_people.id').onDelete('cascade'))
    .addColumn('slot_start', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('market_unavailable_pk', ['person_id', 'slot_start'])
    .execute();

  await db.schema
    .createTable('market_requests')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('from_id', 'varchar(64)', (col) => col.notNull().references('market_people.id').onDelete('cascade'))
    .addColumn('to_id', 'varchar(64)', (col) => col.notNull().references('market_people.id').onDelete('cascade'))
    .addColumn('message', 'text', (col) => col.notNull().defaultTo(''))
    // open | accepted | declined | cancelled
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('market_requests_to_idx').on('market_requests').columns(['to_id', 'status']).execute();
  await db.schema
    .createIndex('market_requests_from_idx')
    .on('market_requests')
    .columns(['from_id', 'status'])
    .execute();

  await db.schema
    .createTable('market_request_slots')
    .addColumn('request_id', 'varchar(64)', (col) => col.notNull().references('market_requests.id').onDelete('cascade'))
    .addColumn('slot_start', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('market_request_slots_pk', ['request_id', 'slot_start'])
    .execute();

  await db.schema
    .createTable('market_meetings')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('request_id', 'varchar(64)', (col) =>
      col.notNull().unique().references('market_requests.id').onDelete('cascade'),
    )
    // a_id asked, b_id accepted.
    .addColumn('a_id', 'varchar(64)', (col) => col.notNull().references('market_people.id').onDelete('cascade'))
    .addColumn('b_id', 'varchar(64)', (col) => col.notNull().references('market_people.id').onDelete('cascade'))
    .addColumn('slot_start', 'bigint', (col) => col.notNull())
    .addColumn('table_id', 'varchar(64)', (col) => col.notNull().references('market_tables.id'))
    // booked | cancelled
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('cancelled_by', 'varchar(64)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('cancelled_at', 'bigint')
    // Set by the one instance that queued the evening-before reminder (a conditional update).
    .addColumn('reminded_at', 'bigint')
    // 1 when the other side reported this person absent.
    .addColumn('a_no_show', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('b_no_show', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('market_meetings_slot_idx').on('market_meetings').columns(['slot_start']).execute();

  await db.schema
    .createTable('market_table_slots')
    .addColumn('table_id', 'varchar(64)', (col) => col.notNull().references('market_tables.id'))
    .addColumn('slot_start', 'bigint', (col) => col.notNull())
    .addColumn('meeting_id', 'varchar(64)', (col) => col.notNull().references('market_meetings.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('market_table_slots_pk', ['table_id', 'slot_start'])
    .execute();

  await db.schema
    .createTable('market_person_slots')
    .addColumn('person_id', 'varchar(64)', (col) => col.notNull().references('market_people.id').onDelete('cascade'))
    .addColumn('slot_start', 'bigint', (col) => col.notNull())
    .addColumn('meeting_id', 'varchar(64)', (col) => col.notNull().references('market_meetings.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('market_person_slots_pk', ['person_id', 'slot_start'])
    .execute();

  await db.schema
    .createTable('market_blocks')
    .addColumn('blocker_id', 'varchar(64)', (col) => col.notNull().references('market_people.id').onDelete('cascade'))
    .addColumn('blocked_id', 'varchar(64)', (col) => col.notNull().references('market_people.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('market_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();

  await db.schema
    .createTable('market_reports')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('reporter_id', 'varchar(64)', (col) => col.notNull().references('market_people.id').onDelete('cascade'))
    .addColumn('reported_id', 'varchar(64)', (col) => col.notNull().references('market_people.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('resolved_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'market_reports',
    'market_blocks',
    'market_person_slots',
    'market_table_slots',
    'market_meetings',
    'market_request_slots',
    'market_requests',
    'market_unavailable',
    'market_tables',
    'market_settings',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
