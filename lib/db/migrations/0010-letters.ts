import 'server-only';
import { sql, type Kysely } from 'kysely';

/**
 * Visa invitation letters and certificates of attendance.
 *
 * letter_requests holds what an attendee asks a letter for, passport data included: sensitive
 * personal data, seen by organisers only, scrubbed (passport number, date of birth, passport
 * expiry set to null, scrubbed_at set) LETTER_RETENTION_DAYS after the event and deleted with
 * the person on erasure. At most one pending request per ticket (a partial unique index: a
 * second request replaces the first while it is unprocessed).
 *
 * issued_documents holds every letter and certificate issued: its number (sequential per kind
 * and edition, never reused: an erased document keeps its row, emptied, as a tombstone), the
 * signed statement (what the verify page shows, no full passport number) and its Ed25519
 * signature, the short verification code, and a withdrawal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('letter_requests')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('ticket_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('passport_number', 'varchar(32)')
    .addColumn('nationality', 'varchar(64)', (col) => col.notNull())
    .addColumn('date_of_birth', 'varchar(10)')
    .addColumn('passport_expiry', 'varchar(10)')
    .addColumn('embassy', 'text', (col) => col.notNull())
    .addColumn('arrival', 'varchar(10)', (col) => col.notNull())
    .addColumn('departure', 'varchar(10)', (col) => col.notNull())
    .addColumn('organisation', 'text')
    .addColumn('role', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'varchar(320)')
    .addColumn('reject_reason', 'text')
    .addColumn('covers_costs', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('document_number', 'varchar(40)')
    .addColumn('scrubbed_at', 'bigint')
    .execute();
  await db.schema.createIndex('letter_requests_ticket').on('letter_requests').column('ticket_id').execute();
  await db.schema
    .createIndex('letter_requests_status_created')
    .on('letter_requests')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('letter_requests_one_pending')
    .on('letter_requests')
    .column('ticket_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  await db.schema
    .createTable('issued_documents')
    .addColumn('number', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('edition', 'integer', (col) => col.notNull())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .addColumn('code', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('ticket_id', 'varchar(128)')
    .addColumn('request_id', 'varchar(36)')
    .addColumn('issued_at', 'bigint', (col) => col.notNull())
    .addColumn('statement', 'text')
    .addColumn('kid', 'varchar(32)')
    .addColumn('signature', 'varchar(128)')
    .addColumn('issued_by', 'varchar(320)')
    .addColumn('withdrawn_at', 'bigint')
    .addColumn('withdrawn_reason', 'text')
    .execute();
  await db.schema
    .createIndex('issued_documents_sequence')
    .on('issued_documents')
    .columns(['kind', 'edition', 'sequence'])
    .unique()
    .execute();
  await db.schema
    .createIndex('issued_documents_ticket')
    .on('issued_documents')
    .columns(['ticket_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('issued_documents').ifExists().execute();
  await db.schema.dropTable('letter_requests').ifExists().execute();
}
