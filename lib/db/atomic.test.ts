/** @jest-environment node */
import { sql } from 'kysely';
import { oncePerTransaction, rawStatement } from './index';
import { dialectsUnderTest, useTestDatabase } from './testing';

describe.each(dialectsUnderTest())('db.atomic on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('sends a statement marked once per transaction once, first, for the callers batched together, and answers each its rows', async () => {
    const { db } = database();
    // An upsert that counts how often it ran: a lock-like statement with a visible trace.
    const counted = () =>
      oncePerTransaction(
        db.kysely
          .insertInto('rate_limits')
          .values({ key: 'once', window_start: 1, count: 1 })
          .onConflict((conflict) => conflict.column('key').doUpdateSet({ count: sql<number>`rate_limits.count + 1` }))
          .returning('count'),
      );
    const each = (n: number) => rawStatement(db, sql`select ${n} as n`);
    const seen = () =>
      rawStatement(db, sql`select coalesce((select count from rate_limits where key = 'once'), 0) as n`);
    // Four callers in one turn of the event loop: one transaction. The last one reads the count
    // before asking for the statement, and still sees it run: it went first.
    const results = await Promise.all([
      db.atomic([counted(), each(1)]),
      db.atomic([counted(), each(2)]),
      db.atomic([each(3), counted()]),
      db.atomic([seen(), counted()]),
    ]);
    const row = await db.kysely
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', 'once')
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(1);
    expect(
      results.map((rows) =>
        rows.map((answer) => (answer as Record<string, unknown>[]).map((value) => Number(Object.values(value)[0]))),
      ),
    ).toEqual([
      [[1], [1]],
      [[1], [2]],
      [[3], [1]],
      [[1], [1]],
    ]);
    // Alone, or in the next transaction, it runs again.
    await db.atomic([counted()]);
    const again = await db.kysely
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', 'once')
      .executeTakeFirstOrThrow();
    expect(Number(again.count)).toBe(2);
  });
});
