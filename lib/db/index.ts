import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  sql,
  type Compilable,
  type Expression,
  type InsertQueryBuilder,
  type InsertResult,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import pg from 'pg';
import { groupCommit } from './group-commit';
import { migrationProvider } from './migrations';
import type { Tables } from './schema';
import { openSqliteConnection, sqliteDialect } from './sqlite';

/**
 * The database: one Kysely query layer over an embedded SQLite file (DATABASE_URL=file:…,
 * through libsql, ./sqlite.ts) or PostgreSQL (postgres://…, through pg), with the same
 * migrations for both. Owns connecting, migrating and the process-wide connection used by the
 * server. Inside a kysely.transaction() callback, query through its `trx` only: on SQLite the
 * one connection is the transaction's until it ends, so a query on the Db waits for it.
 */
export type { Tables } from './schema';
type DialectName = 'sqlite' | 'postgres';

export interface Db {
  readonly kysely: Kysely<Tables>;
  readonly dialect: DialectName;
  /**
   * Runs the statements in one transaction: all are stored or none. Use this instead of
   * kysely.transaction() for writes on the request path: concurrent callers are group-committed
   * (lib/db/group-commit.ts), and no transaction stays open across awaits of request code.
   * Answers the rows each statement returned, in order (a write's RETURNING; none without).
   */
  atomic(queries: Compilable[]): Promise<unknown[][]>;
  close(): Promise<void>;
}

/**
 * What a table's module needs to run queries: a Db, or a transaction opened on one
 * ({ kysely: trx, dialect: db.dialect }) when several tables change together (an erasure).
 */
export type Queryable = Pick<Db, 'kysely' | 'dialect'>;

/**
 * A select that a statement in the same db.atomic() depends on: the statement happens only if
 * the select finds a row (lib/attendees/store.ts newcomerIs). Raw SQL, in parentheses, for a
 * select from a WITH query of the same PostgreSQL statement (recordNewcomer).
 */
export type Condition = SelectQueryBuilder<Tables, keyof Tables, unknown> | RawBuilder<unknown>;

/** An insert of one row that lands only when `when` finds a row. Without `when` it is a plain insert. */
export function insertRow<T extends keyof Tables & string>(
  db: Queryable,
  table: T,
  row: Record<string, unknown>,
  when?: Condition,
): InsertQueryBuilder<Tables, T, InsertResult> {
  const columns = Object.keys(row);
  const insert = db.kysely.insertInto(table).columns(columns as never);
  const source = db.kysely.selectNoFrom(columns.map((column) => sql`${row[column]}`.as(column)));
  return insert.expression((when ? source.where((eb) => eb.exists(when as never)) : source) as never);
}

const ONCE = Symbol('once per transaction');

/**
 * A statement that a transaction needs once, however many of the callers group-committed into it
 * ask for it: a lock (lib/attendees seatLock). The batch sends it once, first in the transaction,
 * so every lock of the kind is taken before any other statement of the batch runs (no batch holds
 * a row and then waits for the lock while another holds the lock and waits for the row), and each
 * caller still gets its rows.
 */
export function oncePerTransaction(query: Compilable): Compilable {
  return Object.assign({ compile: () => query.compile() }, { [ONCE]: true });
}

/** Raw SQL as a statement for db.atomic(). */
export function rawStatement(db: Queryable, statement: RawBuilder<unknown>): Compilable {
  return { compile: () => statement.compile(db.kysely) };
}

/** `text` with LIKE's wildcards (and the escape character) escaped by a backslash: use with `escape '\\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * `text` contained in `expression`, case-insensitively: the organiser area's searches. (SQLite's
 * lower() changes ASCII letters only, so there a search for "é" does not find "É".)
 */
export function containsText(expression: Expression<string | null>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${expression}) like ${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`;
}

/** A write refused by a unique index or primary key, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { code?: unknown }).code ?? ''}` : String(error);
  return /UNIQUE|unique|23505|SQLITE_CONSTRAINT/.test(text);
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

const INT8_OID = 20;

const WRITER_CONNECTIONS = 2;
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A PostgreSQL restart or stop ends every connection (57P01, EPIPE, ECONNRESET). node-postgres
 * emits that as an 'error' event: on the pool for an idle client, but on the client itself
 * while it is checked out (a query or a pipelined batch in flight), where an unheard 'error'
 * would be an uncaughtException that kills the server. Both are heard here; the failed query
 * rejects on its own, the broken client is dropped on release, and the next query connects
 * afresh once the server is back.
 */
function keepPoolErrorsHandled(pool: pg.Pool): void {
  pool.on('connect', (client) =>
    client.on('error', (error) => console.error(`[db] PostgreSQL connection lost: ${error.message}`)),
  );
  // The pool repeats an idle client's error, which the client's own listener above has logged.
  pool.on('error', () => undefined);
}

function openPostgres(url: string): Db {
  const poolOptions = {
    connectionString: url,
    // A server that accepts no connection (restarting, overloaded) fails the request in
    // seconds, which answers 503 (lib/http/unavailable.ts), instead of holding it forever.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // BIGINT millisecond timestamps come back as numbers, as they do from SQLite.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  };
  const pool = new pg.Pool({ ...poolOptions, max: 10 });
  // Atomic writes go through their own pipelined connections: BEGIN, the inserts and COMMIT
  // leave in one write, so a batch costs one round trip however many statements it holds.
  const writers = new pg.Pool({ ...poolOptions, max: WRITER_CONNECTIONS, pipeline: true } as pg.PoolConfig);
  for (const each of [pool, writers]) keepPoolErrorsHandled(each);
  const kysely = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  const commit = groupCommit(
    sendingOnce((statements) => pipelinedTransaction(writers, statements)),
    {
      maxInFlight: WRITER_CONNECTIONS,
    },
  );
  return {
    kysely,
    dialect: 'postgres',
    atomic: (queries) => commit(compileAll(queries)),
    async close() {
      await kysely.destroy();
      await writers.end();
    },
  };
}

/**
 * One transaction sent as a pipeline. A failing statement aborts the transaction, so the
 * statements after it fail too and COMMIT answers ROLLBACK: nothing of the batch is stored.
 */
async function pipelinedTransaction(pool: pg.Pool, statements: CompiledStatement[]): Promise<unknown[][]> {
  const client = await pool.connect();
  let failure: unknown = null;
  let rows: unknown[][] = [];
  try {
    const replies = await Promise.allSettled([
      client.query('BEGIN'),
      ...statements.map((statement) => client.query(statement.sql, statement.parameters as unknown[])),
      client.query('COMMIT'),
    ]);
    const rejected = replies.find((reply) => reply.status === 'rejected');
    if (rejected) failure = rejected.reason;
    else if ((replies.at(-1) as PromiseFulfilledResult<pg.QueryResult>).value.command !== 'COMMIT')
      failure = new Error('transaction rolled back');
    else rows = replies.slice(1, -1).map((reply) => (reply as PromiseFulfilledResult<pg.QueryResult>).value.rows);
  } catch (error) {
    failure = error;
  } finally {
    // After a failure the connection may still be inside a transaction: drop it, not reuse it.
    client.release(failure ? (failure instanceof Error ? failure : new Error(String(failure))) : undefined);
  }
  if (failure) throw failure;
  return rows;
}

async function openSqlite(url: string): Promise<Db> {
  const path = url.replace(/^file:(\/\/)?/, '').split('?')[0];
  if (path && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const connection = openSqliteConnection(path);
  const kysely = new Kysely<Tables>({ dialect: sqliteDialect(connection) });
  // One batch at a time: the SQLite connection is single and synchronous anyway.
  const commitSqlite = groupCommit(sendingOnce((statements) => connection.batch(statements)));
  return {
    kysely,
    dialect: 'sqlite',
    atomic: (queries) => commitSqlite(compileAll(queries)),
    async close() {
      // Kysely closes its driver only if it ran a query; the connection is closed either way.
      await kysely.destroy();
      await connection.close();
    },
  };
}

type CompiledStatement = { sql: string; parameters: readonly unknown[]; once: boolean };

/** Compiles Kysely queries into the statements a group commit collects. */
function compileAll(queries: Compilable[]): CompiledStatement[] {
  return queries.map((query) => {
    const { sql, parameters } = query.compile();
    return { sql, parameters, once: ONCE in query };
  });
}

/** A batch's commit that sends each oncePerTransaction statement once, before all the others, answering its rows to every caller that asked. */
function sendingOnce(
  commit: (statements: CompiledStatement[]) => Promise<unknown[][]>,
): (statements: CompiledStatement[]) => Promise<unknown[][]> {
  return async (statements) => {
    const first: CompiledStatement[] = [];
    const rest: CompiledStatement[] = [];
    const onceAt = new Map<string, number>();
    // Where each statement's rows will be: a once statement's at its first copy among `first`.
    const place = statements.map((statement) => {
      if (!statement.once) return { once: false, at: rest.push(statement) - 1 };
      const key = `${statement.sql}\u0000${JSON.stringify(statement.parameters)}`;
      let at = onceAt.get(key);
      if (at === undefined) {
        at = first.push(statement) - 1;
        onceAt.set(key, at);
      }
      return { once: true, at };
    });
    const rows = await commit([...first, ...rest]);
    return place.map(({ once, at }) => rows[once ? at : first.length + at]);
  };
}

/** Connects without migrating (the CLI and tests migrate explicitly). */
export async function openDatabase(url: string): Promise<Db> {
  return isPostgresUrl(url) ? openPostgres(url) : openSqlite(url);
}

/** Applies every pending migration; safe when several processes start at once. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: migrationProvider,
    migrationTableName: 'acm_migrations',
    migrationLockTableName: 'acm_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  // Kept as the cause: its code (ECONNREFUSED, 57P03…) says whether the database was unavailable.
  if (error) throw error instanceof Error ? error : new Error(String(error), { cause: error });
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Connects and migrates. */
export async function openMigratedDatabase(url: string): Promise<Db> {
  const db = await openDatabase(url);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
