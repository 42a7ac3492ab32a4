/** @jest-environment node */
import { sql } from 'kysely';
import { createTestDatabase, dialectsUnderTest, useTestDatabase } from '@/lib/db/testing';
import { DbCounters } from './db-counters';
import { CounterLimiter, MemoryCounters } from './rate-limit';

describe.each(dialectsUnderTest())('rate limits counted in the database on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('two instances on one database share one budget per client and route', async () => {
    // Two server processes: two limiters, two counter objects, one table.
    const first = new CounterLimiter(new DbCounters(database().db), 'form:/api/contact', 3);
    const second = new CounterLimiter(new DbCounters(database().db), 'form:/api/contact', 3);
    const now = 5_000_000;
    const decisions = [
      await first.hit('10.0.0.1', now),
      await second.hit('10.0.0.1', now + 1),
      await first.hit('10.0.0.1', now + 2),
      await second.hit('10.0.0.1', now + 3),
    ];
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3].retryAfterSeconds).toBe(60);
    expect((await second.hit('10.0.0.2', now + 4)).allowed).toBe(true);
    // A new window starts once the old one is over.
    expect((await first.hit('10.0.0.1', now + 60_000)).allowed).toBe(true);
  });

  it('counts concurrent hits exactly (the database orders them)', async () => {
    const counters = new DbCounters(database().db);
    const counts = await Promise.all(Array.from({ length: 20 }, () => counters.hit('k', 60_000, 1_000)));
    expect(counts.map((count) => count.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(await counters.peek('k', 60_000, 2_000)).toEqual({ count: 20, resetAt: 61_000 });
    expect(await counters.peek('k', 60_000, 61_000)).toEqual({ count: 0, resetAt: 121_000 });
  });

  it('takes back one event of a current window, forgets a window left empty, and leaves a finished one', async () => {
    for (const counters of [new DbCounters(database().db), new MemoryCounters()]) {
      await counters.hit('u', 60_000, 1_000);
      await counters.hit('u', 60_000, 2_000);
      await counters.undo('u', 60_000, 3_000);
      expect(await counters.peek('u', 60_000, 3_000)).toEqual({ count: 1, resetAt: 61_000 });
      await counters.undo('u', 60_000, 3_000);
      await counters.undo('u', 60_000, 3_000);
      // Nothing left in it: the next event starts a window of its own.
      expect(await counters.hit('u', 60_000, 4_000)).toEqual({ count: 1, resetAt: 64_000 });
      await counters.undo('u', 60_000, 64_000);
      expect(await counters.peek('u', 60_000, 63_999)).toEqual({ count: 1, resetAt: 64_000 });
    }
  });
});

describe('memory counters', () => {
  it('count per key and window', async () => {
    const counters = new MemoryCounters();
    await counters.hit('a', 1000, 0);
    expect(await counters.hit('a', 1000, 10)).toEqual({ count: 2, resetAt: 1000 });
    expect(await counters.hit('a', 1000, 1000)).toEqual({ count: 1, resetAt: 2000 });
  });
});

it('keeps the PostgreSQL counters in an unlogged table (no disk flush per counted request)', async () => {
  if (!dialectsUnderTest().includes('postgres')) return;
  const t = await createTestDatabase('postgres');
  try {
    const { rows } = await sql<{
      relpersistence: string;
    }>`select relpersistence from pg_class where relname = 'rate_limits'`.execute(t.db.kysely);
    expect(rows).toEqual([{ relpersistence: 'u' }]);
  } finally {
    await t.dispose();
  }
});

describe.each(dialectsUnderTest())('hits counted together on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('gives every concurrent hit of several keys its own place, and starts a finished window again', async () => {
    const counters = new DbCounters(database().db);
    await counters.hit('old', 60_000, 1_000);
    await counters.hit('old', 60_000, 2_000);
    // 'old' began at 1,000: at 61,000 its window is over, so its hits count from 1 again.
    const keys = ['b', 'a', 'old', 'b', 'c', 'a', 'b', 'old'];
    const counts = await Promise.all(keys.map((key, index) => counters.hit(key, 60_000, 61_000 - index)));
    const byKey = (key: string) => counts.filter((_, index) => keys[index] === key).map((count) => count.count);
    expect(byKey('a')).toEqual([1, 2]);
    expect(byKey('b')).toEqual([1, 2, 3]);
    expect(byKey('c')).toEqual([1]);
    expect(byKey('old')).toEqual([1, 2]);
    expect(counts.every((count) => count.resetAt === 121_000)).toBe(true);
    // Another window length is counted apart, in the same table.
    expect(await Promise.all([counters.hit('d', 1_000, 61_000), counters.hit('d', 1_000, 61_001)])).toEqual([
      { count: 1, resetAt: 62_001 },
      { count: 2, resetAt: 62_001 },
    ]);
  });
});
