import 'server-only';
import { sql, type Kysely } from 'kysely';

/**
 * One certificate of attendance per ticket, decided by the database: two instances issuing a
 * ticket's certificate at once could both pass a NOT EXISTS check and take different numbers.
 * (An erased document has no ticket id, so tombstones never collide.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('issued_documents_one_certificate')
    .on('issued_documents')
    .column('ticket_id')
    .unique()
    .where(sql.ref('kind'), '=', 'certificate')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('issued_documents_one_certificate').ifExists().execute();
}
