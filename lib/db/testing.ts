import 'server-only';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase, openMigratedDatabase, type Db, type Queryable } from './index';

/**
 * For tests only: the real databases the storage tests run against. SQLite is always a fresh
 * file in a temp directory; PostgreSQL is a fresh database on the server named by
 * TEST_POSTGRES_URL (scripts/test.sh starts one). In CI a missing TEST_POSTGRES_URL is an
 * error, so the PostgreSQL half can never be skipped silently.
 */
export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  url: string;
  db: Db;
  /** Closes the connection and removes the file or database. */
  dispose(): Promise<void>;
}

const postgresTestUrl = process.env.TEST_POSTGRES_URL?.trim() || undefined;

function assertPostgresConfigured(): void {
  if (!postgresTestUrl && process.env.CI) {
    throw new Error('TEST_POSTGRES_URL is not set: CI must run the PostgreSQL storage tests (see scripts/test.sh)');
  }
}

/** The dialects to run against: always sqlite, postgres when configured. */
export function dialectsUnderTest(): ('sqlite' | 'postgres')[] {
  assertPostgresConfigured();
  return postgresTestUrl ? ['sqlite', 'postgres'] : ['sqlite'];
}

export async function createSqliteTestDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'acm-db-'));
  const url = `file:${join(dir, 'test.db')}`;
  const test: TestDatabase = {
    name: 'sqlite',
    url,
    db: await openMigratedDatabase(url),
    // Closes whatever connection the test left in `db` (a test may reopen it).
    async dispose() {
      await test.db.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return test;
}

async function createPostgresTestDatabase(): Promise<TestDatabase> {
  if (!postgresTestUrl) throw new Error('TEST_POSTGRES_URL is not set');
  const name = `acm_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: postgresTestUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(postgresTestUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  const test: TestDatabase = {
    name: 'postgres',
    url,
    db: await openMigratedDatabase(url),
    async dispose() {
      await test.db.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: postgresTestUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
  return test;
}

export function createTestDatabase(name: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  return name === 'sqlite' ? createSqliteTestDatabase() : createPostgresTestDatabase();
}

/** Inside a describe: a fresh database of `dialect` for each test, disposed after it. */
export function useTestDatabase(dialect: 'sqlite' | 'postgres'): () => TestDatabase {
  let current: TestDatabase | null = null;
  beforeEach(async () => {
    current = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await current?.dispose();
    current = null;
  });
  return () => {
    if (!current) throw new Error('no test database outside a test');
    return current;
  };
}

/**
 * PostgreSQL only: `write` runs in a transaction on connections of its own (as another instance's
 * writer), which stays open, holding its row locks, until `commit` is called: a race made to
 * happen in one order. `commit` answers once the transaction has ended.
 */
export async function heldTransaction(
  url: string,
  write: (tx: Queryable) => Promise<void>,
): Promise<{ commit(): Promise<void> }> {
  const other = await openDatabase(url);
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let written = () => undefined as void;
  const holding = new Promise<void>((resolve) => (written = resolve));
  const transaction = other.kysely.transaction().execute(async (trx) => {
    await write({ kysely: trx, dialect: other.dialect });
    written();
    await released;
  });
  await Promise.race([holding, transaction]);
  return {
    async commit() {
      release();
      try {
        await transaction;
      } finally {
        await other.close();
      }
    },
  };
}

/** PostgreSQL only: resolves once some statement on `db`'s database waits for a lock (a held transaction's). */
export async function untilWaitingForLock(db: Db): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    const { rows } = await sql<{
      waiting: number;
    }>`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(
      db.kysely,
    );
    if (rows[0].waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no statement waited for a lock');
}
