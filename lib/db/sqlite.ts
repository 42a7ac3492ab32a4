import 'server-only';
import Database from 'libsql';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * The embedded store's connection: one SQLite file opened through libsql (the engine
 * @libsql/client runs on for a local file, the same prebuilt binary, no native build), with
 * each statement prepared once and kept. @libsql/client prepares every statement anew, and for
 * every statement that returns no rows it raises and catches an exception to find that out;
 * under a registration rush (docs/decisions/0006-registration-write-path.md) the preparing alone was about a
 * tenth of the server's time. Kysely reaches the connection through SqliteDialect's parts,
 * and db.atomic() runs its batch on the same connection (batch below), one at a time with
 * Kysely's own queries and transactions.
 */

type Statement = Database.Statement;

/** Statements kept: far more than the site's queries, few enough to bound the memory of ad hoc ones. */
const STATEMENTS_KEPT = 500;

/**
 * A value as SQLite takes it, as @libsql/client converted it (its intMode "number"): booleans
 * as 1 and 0, dates as their milliseconds, an ArrayBuffer as bytes; undefined and numbers
 * SQLite cannot hold are refused. (libsql itself aborts the process on a boolean.)
 */
function toSql(value: unknown): unknown {
  switch (typeof value) {
    case 'number':
      if (!Number.isFinite(value))
        throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments');
      return value;
    case 'boolean':
      return value ? 1 : 0;
    case 'undefined':
      throw new TypeError('undefined cannot be passed as argument to the database');
    case 'bigint':
      if (value < -(2n ** 63n) || value >= 2n ** 63n)
        throw new RangeError('bigint is too large to be represented as a 64-bit integer');
      return value;
    default:
      if (value instanceof Date) return value.valueOf();
      if (value instanceof ArrayBuffer) return Buffer.from(value);
      return value;
  }
}

/** Waiters for the one connection, served in order. */
class Turnstile {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  async enter(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

export class SqliteConnection implements DatabaseConnection {
  private readonly statements = new Map<string, Statement>();
  private readonly turnstile = new Turnstile();

  constructor(private readonly database: Database.Database) {}

  /** The statement for `sql`, prepared on first use and kept (the first kept goes first). */
  private statement(sql: string): Statement {
    const kept = this.statements.get(sql);
    if (kept) return kept;
    const prepared = this.database.prepare(sql);
    this.statements.set(sql, prepared);
    if (this.statements.size > STATEMENTS_KEPT) this.statements.delete(this.statements.keys().next().value as string);
    return prepared;
  }

  /** Runs one statement now (the caller holds the connection). */
  private run<R>(sql: string, parameters: readonly unknown[]): QueryResult<R> {
    const statement = this.statement(sql);
    const values = parameters.map(toSql);
    // all() steps a reader to its end, so no statement is left holding a read snapshot.
    if (statement.reader) return { rows: statement.all(values) as R[] };
    const { changes, lastInsertRowid } = statement.run(values);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.run<R>(query.sql, query.parameters);
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The embedded store does not stream query results');
  }

  async acquire(): Promise<this> {
    await this.turnstile.enter();
    return this;
  }

  release(): void {
    this.turnstile.leave();
  }

  /**
   * The statements in one write transaction (BEGIN IMMEDIATE), all stored or none, run in
   * one go once the connection is free. Answers each statement's rows (none for a write
   * without RETURNING).
   */
  async batch(statements: readonly { sql: string; parameters: readonly unknown[] }[]): Promise<unknown[][]> {
    await this.acquire();
    try {
      this.database.exec('BEGIN IMMEDIATE');
      try {
        const rows = statements.map(({ sql, parameters }) => this.run(sql, parameters).rows);
        this.database.exec('COMMIT');
        return rows;
      } catch (error) {
        if (this.database.inTransaction) this.database.exec('ROLLBACK');
        throw error;
      }
    } finally {
      this.release();
    }
  }

  /** Closes the file once the work holding the connection has ended; closing again does nothing. */
  async close(): Promise<void> {
    if (!this.database.open) return;
    await this.acquire();
    try {
      this.statements.clear();
      if (this.database.open) this.database.close();
    } finally {
      this.release();
    }
  }

  /** Whether a transaction is open (SQLite may have rolled one back itself, on an I/O error). */
  get inTransaction(): boolean {
    return this.database.open && this.database.inTransaction;
  }
}

class SqliteDriver implements Driver {
  constructor(private readonly connection: SqliteConnection) {}

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection> {
    return this.connection.acquire();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // Kysely reports the error that ended the transaction, not "no transaction is active".
    if (this.connection.inTransaction) await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async releaseConnection(): Promise<void> {
    this.connection.release();
  }

  async destroy(): Promise<void> {
    await this.connection.close();
  }
}

/** Kysely's SQLite dialect parts over the connection. */
export function sqliteDialect(connection: SqliteConnection): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new SqliteDriver(connection),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

/**
 * Opens the file (created if missing) in WAL mode. One connection: every statement runs
 * synchronously, so a single connection serialises writers without SQLITE_BUSY inside the
 * process; the busy timeout covers other processes.
 */
export function openSqliteConnection(path: string): SqliteConnection {
  const database = new Database(path, { timeout: 5000 });
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = NORMAL');
  database.exec('PRAGMA busy_timeout = 5000');
  return new SqliteConnection(database);
}
