import 'server-only';
import { sql, type OnConflictBuilder } from 'kysely';
import { escapeLike, insertRow, type Db, type Queryable, type Tables, type Condition } from '@/lib/db';
import { groupCommit } from '@/lib/db/group-commit';
import type { CounterStore, WindowCount } from './rate-limit';

/**
 * The only module that queries the rate_limits table: fixed-window counters by key, used by the rate limits and
 * sign-in lock-outs (DbCounters) and by lib/email's per-address mail windows (counterHit,
 * firstInWindow, sweepCounters), which count in the same transaction as what they guard.
 */

/**
 * The upsert that counts one event for `key`: a finished window starts again at 1. Exported so
 * a write can count in the same transaction as what it guards (lib/email's per-address mail
 * window), where the row lock orders concurrent writers.
 */
export function counterHit(db: Db, key: string, windowMs: number, now: number, when?: Condition) {
  // With `when` (lib/db insertRow) the event counts only if that select finds a row.
  return (
    when
      ? insertRow(db, 'rate_limits', { key, window_start: now, count: 1 }, when)
      : db.kysely.insertInto('rate_limits').values({ key, window_start: now, count: 1 })
  ).onConflict((conflict) => addToWindow(conflict, now - windowMs));
}

/**
 * On a key's conflict, the proposed row's count and start (`excluded`) added to the key's window,
 * or starting it again when the window began at or before `expired`.
 */
function addToWindow(conflict: OnConflictBuilder<Tables, 'rate_limits'>, expired: number) {
  return conflict.column('key').doUpdateSet({
    count: sql<number>`CASE WHEN rate_limits.window_start <= ${expired} THEN excluded.count ELSE rate_limits.count + excluded.count END`,
    window_start: sql<number>`CASE WHEN rate_limits.window_start <= ${expired} THEN excluded.window_start ELSE rate_limits.window_start END`,
  });
}

/** One event to count: hits of one window length are counted together (DbCounters). */
type Hit = { key: string; now: number };

/**
 * Counts a batch of hits of one window length in one statement: one row per key (sorted, so
 * concurrent batches lock rows in the same order), each row's count going up by its hits, at the
 * batch's latest moment. Each hit gets its own place in its key's count, in the order they came.
 */
async function countHits(db: Db, hits: Hit[], windowMs: number): Promise<WindowCount[]> {
  const now = Math.max(...hits.map((hit) => hit.now));
  const expired = now - windowMs;
  const perKey = new Map<string, number>();
  for (const hit of hits) perKey.set(hit.key, (perKey.get(hit.key) ?? 0) + 1);
  const keys = [...perKey.keys()].sort();
  const rows = await db.kysely
    .insertInto('rate_limits')
    .values(keys.map((key) => ({ key, window_start: now, count: perKey.get(key) ?? 0 })))
    .onConflict((conflict) => addToWindow(conflict, expired))
    .returning(['key', 'count', 'window_start'])
    .execute();
  const counted = new Map(
    rows.map((row) => [
      row.key,
      { next: Number(row.count) - (perKey.get(row.key) ?? 0) + 1, resetAt: Number(row.window_start) + windowMs },
    ]),
  );
  return hits.map((hit) => {
    const place = counted.get(hit.key);
    if (!place) throw new Error(`the counter ${hit.key} was not counted`);
    place.next += 1;
    return { count: place.next - 1, resetAt: place.resetAt };
  });
}

/**
 * Fixed-window counters in the rate_limits table, so instances on one PostgreSQL count together
 * and the database decides the order. The hits that come while a count is on its way are counted
 * together in one upsert (countHits): every public post counts its client here, and a round trip
 * each kept the server's one thread waking database connections at a rush.
 * Finished windows are deleted now and then by the writers themselves.
 */
export class DbCounters implements CounterStore {
  private lastSweep = 0;
  private readonly batches = new Map<number, (hits: Hit[]) => Promise<WindowCount[]>>();

  constructor(
    private readonly db: Db,
    private readonly sweepEveryMs = 60_000,
  ) {}

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    let count = this.batches.get(windowMs);
    if (!count) {
      // A failed count fails every hit of its batch: retried one by one, a count that failed after
      // its commit would count again, and a database that is down would hold each hit a timeout.
      count = groupCommit((hits: Hit[]) => countHits(this.db, hits, windowMs), { retryAlone: false });
      this.batches.set(windowMs, count);
    }
    const [counted] = await count([{ key, now }]);
    if (now - this.lastSweep >= this.sweepEveryMs) {
      this.lastSweep = now;
      // Windows of up to a day are in use; anything older is finished.
      await this.db.kysely
        .deleteFrom('rate_limits')
        .where('window_start', '<', now - Math.max(windowMs, 86_400_000))
        .execute();
    }
    return counted;
  }

  async peek(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const row = await this.db.kysely
      .selectFrom('rate_limits')
      .select(['count', 'window_start'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row || Number(row.window_start) <= now - windowMs) return { count: 0, resetAt: now + windowMs };
    return { count: Number(row.count), resetAt: Number(row.window_start) + windowMs };
  }

  async clear(key: string): Promise<void> {
    await this.db.kysely.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  async undo(key: string, windowMs: number, now: number): Promise<void> {
    await this.db.kysely
      .updateTable('rate_limits')
      .set({ count: sql<number>`count - 1` })
      .where('key', '=', key)
      .where('window_start', '>', now - windowMs)
      .where('count', '>', 0)
      .execute();
    // A hit between the two statements finds the row and counts on it; this delete then keeps it.
    await this.db.kysely.deleteFrom('rate_limits').where('key', '=', key).where('count', '<=', 0).execute();
  }
}

/**
 * The subquery that finds `key`'s counter at its window's first event: wrap it in exists() to
 * make a write conditional on it, in the same transaction as the counterHit before it.
 */
export function firstInWindow(db: Db, key: string) {
  return db.kysely.selectFrom('rate_limits').select('key').where('key', '=', key).where('count', '=', 1);
}

/**
 * Deletes the counters whose key starts with `prefix` and whose window began at or before
 * `startedBefore`. Rows another writer holds are skipped on PostgreSQL, so a sweep never waits
 * on, or deadlocks with, a transaction that is counting.
 */
export async function sweepCounters(db: Db, prefix: string, startedBefore: number): Promise<void> {
  const finished = db.kysely
    .selectFrom('rate_limits')
    .select('key')
    .where(sql<boolean>`key like ${`${escapeLike(prefix)}%`} escape '\\'`)
    .where('window_start', '<=', startedBefore);
  await db.kysely
    .deleteFrom('rate_limits')
    .where('key', 'in', db.dialect === 'postgres' ? finished.forUpdate().skipLocked() : finished)
    .execute();
}

/** Deletes the counters whose key matches the LIKE `pattern` (a backslash escapes % and _: escapeLike). */
export async function deleteCountersLike(db: Queryable, pattern: string): Promise<void> {
  await db.kysely
    .deleteFrom('rate_limits')
    .where(sql<boolean>`key like ${pattern} escape '\\'`)
    .execute();
}
