/** @jest-environment node */
import type { Kysely } from 'kysely';
import { dialectsUnderTest, useTestDatabase } from '@/lib/db/testing';
import { erasePerson } from '@/lib/admin/erase';
import { listInbox, parseInboxFilters, streamInbox } from '@/lib/admin/inbox';
import { validContact } from '@/lib/forms/fixtures';
import { cleanPayload, up } from './0005-clean-payloads';

jest.setTimeout(60_000);

describe('cleanPayload', () => {
  it('replaces NUL and lone surrogates in strings, keys included, and leaves the rest', () => {
    expect(
      cleanPayload(JSON.stringify({ message: 'hello\u0000world', name: 'Ada\ud800', 'k\u0000': ['x\udc00', 1, null] })),
    ).toBe(JSON.stringify({ message: 'hello\ufffdworld', name: 'Ada\ufffd', 'k\ufffd': ['x\ufffd', 1, null] }));
    expect(cleanPayload(JSON.stringify({ message: 'a\\u0000 typed as text, é, 😀, \u0007' }))).toBeNull();
    expect(cleanPayload('not json')).toBeNull();
  });
});

// One contact with "hello\u0000world", stored before the forms refused it,
// made every erasure, the inbox search and filters and a filtered export fail on PostgreSQL.
describe.each(dialectsUnderTest())('the payload clean-up on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  async function insert(id: string, email: string, message: string) {
    const payload = JSON.stringify({ ...validContact, emailAddress: email, message });
    await database()
      .db.kysely.insertInto('submissions')
      .values({ id, kind: 'contact', payload, email, status: 'stored', created_at: Date.now() })
      .execute();
  }

  const queries = (db = database().db) => [
    () => erasePerson(db, 'never-submitted@example.com', 'org@example.com'),
    () => listInbox(db, 'contact', parseInboxFilters('contact', new URLSearchParams({ q: 'ada' }))),
    () =>
      listInbox(db, 'contact', parseInboxFilters('contact', new URLSearchParams({ category: 'general-enquiries' }))),
    async () => {
      const rows = [];
      for await (const batch of streamInbox(
        db,
        'contact',
        parseInboxFilters('contact', new URLSearchParams({ category: 'general-enquiries' })),
      ))
        rows.push(...batch);
      return rows;
    },
  ];

  it('makes every query of the organiser area work again, and keeps the message readable', async () => {
    await insert('a-good', 'good@example.com', 'fine');
    await insert('b-nul', 'nul@example.com', 'hello\u0000world');
    await insert('c-surrogate', 'half@example.com', 'broken \ud83d emoji');
    if (dialect === 'postgres') {
      for (const query of queries())
        await expect(query()).rejects.toThrow(
          /unsupported Unicode escape sequence|surrogate|invalid input syntax for type json/i,
        );
    }
    // A migration sees an untyped database.
    await up(database().db.kysely as unknown as Kysely<unknown>);
    for (const query of queries()) await expect(query()).resolves.toBeDefined();
    const listed = await listInbox(
      database().db,
      'contact',
      parseInboxFilters('contact', new URLSearchParams({ category: 'general-enquiries' })),
    );
    expect(Object.fromEntries(listed.rows.map((row) => [row.id, row.payload.message]))).toEqual({
      'a-good': 'fine',
      'b-nul': 'hello\ufffdworld',
      'c-surrogate': 'broken \ufffd emoji',
    });
  });
});
