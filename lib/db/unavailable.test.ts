/** @jest-environment node */
import {
  asDatabaseUnavailable,
  DATABASE_UNAVAILABLE_DIGEST,
  DatabaseUnavailableError,
  isDatabaseUnavailable,
} from './unavailable';

/** Errors shaped as node-postgres, better-auth and @libsql/client raise them. */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('recognising a database failure', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a broken pipe', withCode('write EPIPE', 'EPIPE')],
    [
      'an administrator shutdown (a PostgreSQL restart)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a client that lost its connection', new Error('Client has encountered a connection error and is not queryable')],
    ['SQLite locked by another process', withCode('database is locked', 'SQLITE_BUSY')],
    ['an unreadable SQLite file', withCode('unable to open database file', 'SQLITE_CANTOPEN')],
    [
      'a refused connect to several addresses',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
    ],
    [
      'a library error wrapping one',
      new Error('Failed to get session', { cause: withCode('terminating connection', '57P01') }),
    ],
    ['our own error', new DatabaseUnavailableError()],
    [
      'our own error from another bundle (by digest)',
      Object.assign(new Error('x'), { digest: DATABASE_UNAVAILABLE_DIGEST }),
    ],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(asDatabaseUnavailable(error)).toBeInstanceOf(DatabaseUnavailableError);
    expect(asDatabaseUnavailable(error)?.digest).toBe(DATABASE_UNAVAILABLE_DIGEST);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a SQLite constraint', withCode('UNIQUE constraint failed', 'SQLITE_CONSTRAINT')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'a library error without a database cause',
      new Error('Invalid session token', { cause: new Error('bad signature') }),
    ],
    ['nothing', null],
    ['a string', 'ECONNREFUSED'],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(asDatabaseUnavailable(error)).toBeNull();
  });

  it('keeps the original as the cause and survives a cause cycle', () => {
    const original = withCode('write EPIPE', 'EPIPE');
    expect(asDatabaseUnavailable(original)?.cause).toBe(original);
    const cyclic: Error & { cause?: unknown } = new Error('a');
    cyclic.cause = cyclic;
    expect(isDatabaseUnavailable(cyclic)).toBe(false);
  });
});
