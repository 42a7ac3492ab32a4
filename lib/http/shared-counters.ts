import 'server-only';
import { appDb } from '@/lib/db/app';
import { processSingleton } from '@/lib/process-singleton';
import { DbCounters } from './db-counters';
import { MemoryCounters, type CounterStore } from './rate-limit';

/**
 * The counters of the running server: the database's when DATABASE_URL is PostgreSQL (shared
 * by every instance), null on the embedded SQLite (one process: memory is enough).
 */
export async function sharedCounters(): Promise<CounterStore | null> {
  const db = await appDb();
  return db.dialect === 'postgres' ? processSingleton('dbCounters', () => new DbCounters(db)) : null;
}

/** The counters for `sharedCounters`' callers that need a store either way (sign-in lock-out). */
export async function serverCounters(): Promise<CounterStore> {
  return (await sharedCounters()) ?? processSingleton('memoryCounters', () => new MemoryCounters());
}
