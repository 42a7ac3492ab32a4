/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import pg from 'pg';
import { dialectsUnderTest, useTestDatabase } from '@/lib/db/testing';
import { REVOKED_PAGE_LIMIT, revokedPageSchema } from './revoked-list';
import {
  decodeRevocationCursor,
  encodeRevocationCursor,
  findRevocation,
  revocationsAfter,
  revokeTickets,
  ticketHash,
} from './revocations';

const T0 = Date.UTC(2025, 8, 16, 8, 0, 0);
const START = decodeRevocationCursor(undefined)!;

/** Every revocation a scanner gets by following the cursor from `since` until `more` is false. */
async function follow(db: Parameters<typeof revocationsAfter>[0], since = START, limit = 3) {
  const hashes: string[] = [];
  let position = since;
  let cursor = encodeRevocationCursor(since);
  for (let answers = 0; answers < 100; answers += 1) {
    const page = await revocationsAfter(db, position, limit);
    hashes.push(...page.revoked.map((entry) => entry.hash));
    cursor = page.cursor;
    position = decodeRevocationCursor(cursor)!;
    if (!page.more) break;
  }
  return { hashes, cursor, position };
}

/**
 * On PostgreSQL the list hands out only rows below the oldest transaction still open anywhere in the
 * cluster. Other test files run at the same time and hold transactions open on purpose, so wait until
 * every row written here is below that line, as a scanner's next sync would.
 */
async function settled(db: Parameters<typeof revocationsAfter>[0]) {
  if (db.dialect !== 'postgres') return;
  for (let waited = 0; waited < 20_000; waited += 50) {
    const { rows } = await sql<{
      visible: boolean;
    }>`select coalesce(max(tx), 0) < pg_snapshot_xmin(pg_current_snapshot())::text::bigint as visible from ticket_revocations`.execute(
      db.kysely,
    );
    if (rows[0]?.visible) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('a transaction elsewhere stayed open for 20 s');
}

describe('the revocation cursor', () => {
  it('is opaque text that comes back as the same position; a cursor this server never gave is refused', () => {
    const position = { tx: 812, hash: ticketHash('ACM2025-X') };
    expect(decodeRevocationCursor(encodeRevocationCursor(position))).toEqual(position);
    expect(decodeRevocationCursor(encodeRevocationCursor(START))).toEqual({ tx: 0, hash: '' });
    expect(decodeRevocationCursor('')).toEqual(START);
    for (const bad of [
      'not a cursor!',
      Buffer.from('12.XYZ').toString('base64url'),
      Buffer.from('-1.').toString('base64url'),
      Buffer.from('99999999999999999999.').toString('base64url'),
      'A'.repeat(500),
    ]) {
      expect(decodeRevocationCursor(bad)).toBeNull();
    }
  });
});

describe.each(dialectsUnderTest())('the list of revocations on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('hands out every revocation once, page by page, in the order they were written, whatever their times', async () => {
    const { db } = database();
    // Written in this order, with times that go backwards: the list follows the writes.
    const ids = Array.from({ length: 8 }, (_, index) => `ACM2025-R${index}`);
    for (const [index, id] of ids.entries()) await revokeTickets(db, [id], T0 - index * 60_000);
    await settled(db);
    const first = await revocationsAfter(db, START, 3);
    expect(first.revoked).toEqual(
      ids.slice(0, 3).map((id, index) => ({ hash: ticketHash(id), at: T0 - index * 60_000 })),
    );
    expect(first.more).toBe(true);
    const all = await follow(db);
    expect(all.hashes).toEqual(ids.map(ticketHash));

    // From the last cursor: nothing, then only what is revoked afterwards; the cursor stays while nothing is new.
    const idle = await revocationsAfter(db, all.position, 3);
    expect(idle).toEqual({ revoked: [], cursor: all.cursor, more: false });
    await revokeTickets(db, ['ACM2025-LATE', ids[0]], T0 + 1);
    await settled(db);
    expect((await follow(db, all.position)).hashes).toEqual([ticketHash('ACM2025-LATE')]);
    // Revoking again keeps the first time.
    expect(await findRevocation(db, ids[0])).toEqual({ revokedAt: T0 });
  });

  it('2,000 revocations: a first sync of two bounded answers; their JSON and gzip sizes', async () => {
    const { db } = database();
    const ids = Array.from({ length: 2000 }, (_, index) => `ACM2025-${String(index).padStart(6, '0')}-1757980800000`);
    await db.atomic(
      ids.map((id, index) =>
        db.kysely
          .insertInto('ticket_revocations')
          .values({ ticket_hash: ticketHash(id), revoked_at: T0 + index * 1000 }),
      ),
    );
    await settled(db);
    const bodies: string[] = [];
    let position = START;
    for (;;) {
      const page = await revocationsAfter(db, position, REVOKED_PAGE_LIMIT);
      const body = {
        revoked: page.revoked.map((entry) => ({ hash: entry.hash, at: new Date(entry.at).toISOString() })),
        cursor: page.cursor,
        more: page.more,
      };
      bodies.push(JSON.stringify(revokedPageSchema.parse(body)));
      position = decodeRevocationCursor(page.cursor)!;
      if (!page.more) break;
    }
    expect(bodies).toHaveLength(2);
    const entries = bodies.map((body) => revokedPageSchema.parse(JSON.parse(body)).revoked).flat();
    expect(new Set(entries.map((entry) => entry.hash)).size).toBe(2000);
    // Each entry is {"hash":"<64 hex>","at":"<24-character ISO time>"}: 107 bytes, and a comma between two;
    // around them {"revoked":[…],"cursor":"<cursor>","more":true|false}.
    const cursors = bodies.map((body) => revokedPageSchema.parse(JSON.parse(body)).cursor.length);
    const bytes = bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0);
    expect(bytes).toBe(
      2000 * 107 + 2 * (REVOKED_PAGE_LIMIT - 1) + cursors.reduce((sum, length) => sum + 12 + 12 + length + 14, 0) + 1,
    );
    // On SQLite the cursors are those of rows 1,000 and 2,000: 216,259 bytes in all.
    if (dialect === 'sqlite') expect(bytes).toBe(216_259);
    // The hashes are random: gzip keeps about 40 of each entry's 108 bytes.
    const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
    expect(gzipped).toBeGreaterThan(2000 * 32);
    expect(gzipped).toBeLessThan(2000 * 48);
  });
});

if (dialectsUnderTest().includes('postgres')) {
  describe('the list on PostgreSQL, when transactions commit out of order', () => {
    const database = useTestDatabase('postgres');

    it('never passes a revocation written earlier but committed later: it comes with a later answer', async () => {
      const { db, url } = database();
      // A slow writer: its transaction takes its id first and commits last.
      const slow = new pg.Client({ connectionString: url });
      await slow.connect();
      try {
        await slow.query('BEGIN');
        await slow.query('insert into ticket_revocations (ticket_hash, revoked_at) values ($1, $2)', [
          ticketHash('ACM2025-SLOW'),
          T0,
        ]);
        // Others revoke and commit meanwhile, with later times.
        await revokeTickets(db, ['ACM2025-FAST-1'], T0 + 1000);
        await revokeTickets(db, ['ACM2025-FAST-2'], T0 + 2000);
        expect((await findRevocation(db, 'ACM2025-FAST-1'))?.revokedAt).toBe(T0 + 1000);

        // A scanner syncs now: the committed rows lie beyond the open transaction, so none is handed out yet
        // and the cursor does not move past them.
        const during = await follow(db);
        expect(during.hashes).toEqual([]);

        await slow.query('COMMIT');
        await settled(db);
        const after = await follow(db, during.position);
        expect(after.hashes.sort()).toEqual(
          ['ACM2025-SLOW', 'ACM2025-FAST-1', 'ACM2025-FAST-2'].map(ticketHash).sort(),
        );
        // A cursor on revoked_at alone would have lost it: the slow row's time is before both others'.
        expect(await follow(db, after.position)).toMatchObject({ hashes: [] });
      } finally {
        await slow.end();
      }
    });
  });
}
