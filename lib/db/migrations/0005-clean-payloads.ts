import 'server-only';
import { sql, type Kysely } from 'kysely';

/**
 * Submissions stored before the forms refused control characters may hold a U+0000
 * or a lone UTF-16 surrogate in their JSON payload, written as the escapes \u0000 and \ud800.
 * PostgreSQL's jsonb refuses both, and one such row made every query that reads the payload as
 * jsonb fail: the inbox search and filters, every erasure, a filtered export. Each is replaced
 * by U+FFFD (the replacement character), so an organiser still sees that something was there.
 * Only rows whose text holds a backslash-u escape are read, a batch at a time.
 */
const BATCH = 500;

/** The value with every NUL and lone surrogate in its strings replaced by U+FFFD. */
export function cleanJsonValue(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\u0000/g, '\ufffd').toWellFormed();
  if (Array.isArray(value)) return value.map(cleanJsonValue);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [cleanJsonValue(key) as string, cleanJsonValue(inner)]),
    );
  return value;
}

/** The cleaned payload text, or null when it needs no change (or is not JSON, left as it is). */
export function cleanPayload(payload: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  const cleaned = JSON.stringify(cleanJsonValue(parsed));
  return cleaned === JSON.stringify(parsed) ? null : cleaned;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  let after = '';
  for (;;) {
    // '!' is the LIKE escape, so the backslash is literal on both SQLite and PostgreSQL.
    const rows = await sql<{ id: string; payload: string }>`
      select id, payload from submissions
      where id > ${after} and payload like ${'%\\u%'} escape '!'
      order by id limit ${BATCH}`.execute(db);
    for (const row of rows.rows) {
      const cleaned = cleanPayload(row.payload);
      if (cleaned !== null) await sql`update submissions set payload = ${cleaned} where id = ${row.id}`.execute(db);
    }
    if (rows.rows.length < BATCH) return;
    after = rows.rows[rows.rows.length - 1].id;
  }
}

export async function down(): Promise<void> {
  // The replaced characters are not kept: nothing to undo.
}
