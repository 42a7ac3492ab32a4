/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { Kysely, sql, type Generated } from 'kysely';
import { openSqliteConnection, sqliteDialect, type SqliteConnection } from './sqlite';

interface Tables {
  items: { id: Generated<number>; name: string; flag: number | null; at: number | null };
}

let dir: string;
let connection: SqliteConnection;
let kysely: Kysely<Tables>;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'acm-sqlite-'));
  connection = openSqliteConnection(join(dir, 'test.db'));
  kysely = new Kysely<Tables>({ dialect: sqliteDialect(connection) });
  await sql`create table items (id integer primary key, name text not null unique, flag integer, at integer)`.execute(
    kysely,
  );
});

afterEach(async () => {
  await kysely.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded store’s connection', () => {
  it('prepares a statement once and runs it again with other values', async () => {
    const prepare = jest.spyOn(Database.prototype, 'prepare');
    try {
      for (const name of ['a', 'b', 'c']) await kysely.insertInto('items').values({ name }).execute();
      const find = (name: string) =>
        kysely.selectFrom('items').select('name').where('name', '=', name).executeTakeFirst();
      expect(await find('b')).toEqual({ name: 'b' });
      expect(await find('c')).toEqual({ name: 'c' });
      expect(await find('z')).toBeUndefined();
      // One insert and one select, whatever the number of runs.
      expect(prepare).toHaveBeenCalledTimes(2);
    } finally {
      prepare.mockRestore();
    }
  });

  it('answers what Kysely expects of a write: rows changed and the row id', async () => {
    const inserted = await kysely.insertInto('items').values({ name: 'a' }).executeTakeFirstOrThrow();
    expect(inserted.insertId).toBe(1n);
    await kysely.insertInto('items').values({ name: 'b' }).execute();
    const updated = await kysely.updateTable('items').set({ flag: 1 }).executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(2n);
    const returned = await kysely.deleteFrom('items').where('name', '=', 'a').returning('id').execute();
    expect(returned).toEqual([{ id: 1 }]);
  });

  it('stores booleans as 1 and 0 and dates as milliseconds, and refuses undefined', async () => {
    const at = new Date('2025-09-16T08:00:00Z');
    await sql`insert into items (name, flag, at) values (${'yes'}, ${true}, ${at})`.execute(kysely);
    await sql`insert into items (name, flag) values (${'no'}, ${false})`.execute(kysely);
    const rows = await kysely.selectFrom('items').select(['name', 'flag', 'at']).orderBy('id').execute();
    expect(rows).toEqual([
      { name: 'yes', flag: 1, at: at.valueOf() },
      { name: 'no', flag: 0, at: null },
    ]);
    await expect(sql`insert into items (name) values (${undefined})`.execute(kysely)).rejects.toThrow(TypeError);
    await expect(sql`insert into items (name, at) values (${'x'}, ${Number.NaN})`.execute(kysely)).rejects.toThrow(
      RangeError,
    );
  });

  it('keeps every statement of a batch or none, and the connection works after a failed one', async () => {
    const insert = (name: string) => ({ sql: 'insert into items (name) values (?)', parameters: [name] });
    await connection.batch([insert('a'), insert('b')]);
    await expect(connection.batch([insert('c'), insert('a')])).rejects.toThrow(/UNIQUE/);
    await connection.batch([insert('d')]);
    const names = await kysely.selectFrom('items').select('name').orderBy('name').execute();
    expect(names.map((row) => row.name)).toEqual(['a', 'b', 'd']);
  });

  it('runs a batch only after a transaction that holds the connection has ended', async () => {
    const order: string[] = [];
    let batch: Promise<void> = Promise.resolve();
    await kysely.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ name: 'in the transaction' }).execute();
      batch = connection.batch([{ sql: 'insert into items (name) values (?)', parameters: ['batched'] }]).then(() => {
        order.push('batch');
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('transaction');
    });
    await batch;
    expect(order).toEqual(['transaction', 'batch']);
    expect(await kysely.selectFrom('items').select('name').orderBy('id').execute()).toEqual([
      { name: 'in the transaction' },
      { name: 'batched' },
    ]);
  });

  it('leaves no read open: another connection can checkpoint the whole log after a read', async () => {
    await kysely.insertInto('items').values({ name: 'a' }).execute();
    expect(await kysely.selectFrom('items').select('name').execute()).toEqual([{ name: 'a' }]);
    const other = new Database(join(dir, 'test.db'));
    try {
      other.prepare('insert into items (name) values (?)').run(['b']);
      // A read still holding its snapshot would keep the log from being truncated (busy 1).
      expect(other.prepare('pragma wal_checkpoint(truncate)').all([])).toEqual([{ busy: 0, log: 0, checkpointed: 0 }]);
    } finally {
      other.close();
    }
    expect(await kysely.selectFrom('items').select('name').orderBy('id').execute()).toEqual([
      { name: 'a' },
      { name: 'b' },
    ]);
  });

  it('answers the rows each statement of a batch returned', async () => {
    const rows = await connection.batch([
      { sql: 'insert into items (name) values (?) returning id, name', parameters: ['a'] },
      { sql: 'insert into items (name, flag) values (?, ?)', parameters: ['b', null] },
      { sql: 'select count(*) as n from items', parameters: [] },
    ]);
    expect(rows).toEqual([[{ id: 1, name: 'a' }], [], [{ n: 2 }]]);
  });

  it('keeps a bounded number of statements and prepares again the ones it let go', async () => {
    const prepare = jest.spyOn(Database.prototype, 'prepare');
    try {
      for (let n = 0; n < 520; n += 1) await sql.raw(`select ${n} as n`).execute(kysely);
      expect(prepare).toHaveBeenCalledTimes(520);
      // The last ones are still kept; the first ones were let go and are prepared again.
      expect((await sql.raw<{ n: number }>('select 519 as n').execute(kysely)).rows).toEqual([{ n: 519 }]);
      expect(prepare).toHaveBeenCalledTimes(520);
      expect((await sql.raw<{ n: number }>('select 0 as n').execute(kysely)).rows).toEqual([{ n: 0 }]);
      expect(prepare).toHaveBeenCalledTimes(521);
    } finally {
      prepare.mockRestore();
    }
  });

  it('closes once, after the work holding the connection', async () => {
    let finished = false;
    const transaction = kysely.transaction().execute(async (trx) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await trx.insertInto('items').values({ name: 'last' }).execute();
      finished = true;
    });
    await connection.close();
    expect(finished).toBe(true);
    await transaction;
    await connection.close();
  });
});
