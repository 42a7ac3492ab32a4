/** @jest-environment node */
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { migrateToLatest } from '@/lib/db';
import {
  countMatchingSubmissions,
  findSubmissions,
  findSubscribers,
  recordSubmission,
  submissionCounts,
  subscribeToNewsletter,
  type Slice,
} from './store';

const mail = { kind: 'contact', recipient: 'ada@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' };
const oldestFirst: Slice = { newest: false, after: null, limit: 1000 };

describe.each(dialectsUnderTest())('submission store on %s', (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await t.dispose();
  });
  /** A statement that fails on the primary key: a second submission with this id. */
  const duplicateOf = (id: string) =>
    t.db.kysely
      .insertInto('submissions')
      .values({ id, kind: 'contact', email: 'dup@example.com', status: 'stored', payload: '{}', created_at: 1 });

  it('migrations are idempotent: a second run applies nothing', async () => {
    await expect(migrateToLatest(t.db)).resolves.toEqual([]);
  });

  it('stores a submission with its payload and queues its mail in the same write', async () => {
    const payload = { firstName: 'Ada', message: 'Ünïcödé ✓ <b>' };
    const recorded = await recordSubmission(
      t.db,
      { kind: 'contact', email: 'ada@example.com', status: 'stored', payload, now: 1000 },
      [mail],
    );
    const rows = await findSubmissions(t.db, { kind: 'contact' }, oldestFirst);
    expect(rows).toEqual([
      {
        id: recorded.id,
        kind: 'contact',
        email: 'ada@example.com',
        status: 'stored',
        createdAt: 1000,
        handledAt: null,
        handledBy: null,
        payload,
        locale: 'en',
      },
    ]);
    const outbox = await t.db.kysely.selectFrom('outbox').selectAll().execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      id: recorded.mailIds[0],
      recipient: 'ada@example.com',
      status: 'pending',
      attempts: 0,
      next_attempt_at: 1000,
    });
  });

  it('stores nothing when any statement of the write fails (no submission without its mail)', async () => {
    const first = await recordSubmission(
      t.db,
      { kind: 'contact', email: 'a@example.com', status: 'stored', payload: {} },
      [mail],
    );
    // Re-using a submission id makes the second statement fail after the first succeeded.
    await expect(
      t.db.atomic([
        t.db.kysely.insertInto('submissions').values({
          id: 'x1',
          kind: 'contact',
          email: 'b@example.com',
          status: 'stored',
          payload: '{}',
          created_at: 1,
        }),
        duplicateOf(first.id),
      ]),
    ).rejects.toThrow();
    expect(await countMatchingSubmissions(t.db, { kind: 'contact' })).toBe(1);
    expect((await findSubmissions(t.db, { kind: 'contact' }, oldestFirst)).map((row) => row.email)).toEqual([
      'a@example.com',
    ]);
  });

  it("a write that fails counts nothing in its address's mail window; finished windows are swept", async () => {
    const { outboxInsertOncePerWindow, sweepMailWindows, mailWindowKey, MAIL_REPEAT_WINDOW_MS } =
      await import('@/lib/email/outbox-rows');
    const first = await recordSubmission(
      t.db,
      { kind: 'contact', email: 'seed@example.com', status: 'stored', payload: {}, now: 1000 },
      [{ ...mail, recipient: 'seed@example.com' }],
    );
    await expect(
      t.db.atomic([...outboxInsertOncePerWindow(t.db, mail, 1000).queries, duplicateOf(first.id)]),
    ).rejects.toThrow();
    const windows = () =>
      t.db.kysely
        .selectFrom('rate_limits')
        .select(['key', 'count'])
        .where('key', 'like', 'mail:%')
        .orderBy('key')
        .execute();
    expect(await windows()).toEqual([{ key: mailWindowKey('contact', 'seed@example.com'), count: 1 }]);
    const recorded = await recordSubmission(
      t.db,
      { kind: 'contact', email: ' ADA@example.com', status: 'stored', payload: {}, now: 1000 },
      [mail],
    );
    expect(
      await t.db.kysely.selectFrom('outbox').select('id').where('id', '=', recorded.mailIds[0]).execute(),
    ).toHaveLength(1);
    // The counter holds a hash of the address, never the address.
    expect(JSON.stringify(await windows())).not.toContain('example.com');
    await sweepMailWindows(t.db, 1000 + MAIL_REPEAT_WINDOW_MS);
    expect(await windows()).toEqual([]);
  });

  it("an erasure removes the address's mail windows, nobody else's", async () => {
    const { mailWindowKey } = await import('@/lib/email/outbox-rows');
    const { erasePerson } = await import('@/lib/admin/erase');
    await recordSubmission(
      t.db,
      { kind: 'contact', email: 'gone@example.com', status: 'stored', payload: {}, now: 1000 },
      [{ ...mail, recipient: 'Gone@Example.com' }],
    );
    await recordSubmission(
      t.db,
      { kind: 'contact', email: 'kept@example.com', status: 'stored', payload: {}, now: 1000 },
      [{ ...mail, recipient: 'kept@example.com' }],
    );
    await erasePerson(t.db, 'gone@example.com', 'org@example.com', 2000);
    const keys = (
      await t.db.kysely.selectFrom('rate_limits').select('key').where('key', 'like', 'mail:%').execute()
    ).map((row) => row.key);
    expect(keys).toEqual([mailWindowKey('contact', 'kept@example.com')]);
  });

  it('concurrent writes commit together, yet a failing one takes down only itself', async () => {
    const first = await recordSubmission(
      t.db,
      { kind: 'contact', email: 'seed@example.com', status: 'stored', payload: {} },
      [mail],
    );
    const good = Array.from({ length: 5 }, (_, index) =>
      recordSubmission(
        t.db,
        { kind: 'contact', email: `ok${index}@example.com`, status: 'stored', payload: { index } },
        [{ ...mail, recipient: `ok${index}@example.com` }],
      ),
    );
    const bad = t.db.atomic([
      t.db.kysely.insertInto('submissions').values({
        id: 'bad-1',
        kind: 'contact',
        email: 'bad@example.com',
        status: 'stored',
        payload: '{}',
        created_at: 1,
      }),
      duplicateOf(first.id),
    ]);
    const results = await Promise.allSettled([...good, bad]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    const emails = (await findSubmissions(t.db, { kind: 'contact' }, oldestFirst)).map((row) => row.email).sort();
    expect(emails).toEqual([
      'ok0@example.com',
      'ok1@example.com',
      'ok2@example.com',
      'ok3@example.com',
      'ok4@example.com',
      'seed@example.com',
    ]);
    expect(await t.db.kysely.selectFrom('outbox').select('id').execute()).toHaveLength(6);
  });

  it('lists one kind only, oldest first after a cursor or newest first by page, and counts each kind', async () => {
    for (const [kind, now] of [
      ['contact', 3],
      ['partner', 1],
      ['contact', 2],
    ] as const) {
      await recordSubmission(t.db, {
        kind,
        email: `${kind}${now}@example.com`,
        status: 'stored',
        payload: { now },
        now,
      });
    }
    const contacts = await findSubmissions(t.db, { kind: 'contact' }, oldestFirst);
    expect(contacts.map((row) => row.createdAt)).toEqual([2, 3]);
    expect(
      (
        await findSubmissions(
          t.db,
          { kind: 'contact' },
          { newest: false, after: { at: 2, id: contacts[0].id }, limit: 10 },
        )
      ).map((row) => row.createdAt),
    ).toEqual([3]);
    expect(
      (await findSubmissions(t.db, { kind: 'contact' }, { newest: true, offset: 1, limit: 1 })).map(
        (row) => row.createdAt,
      ),
    ).toEqual([2]);
    expect((await submissionCounts(t.db)).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'contact', total: 2, unhandled: 2 },
      { kind: 'partner', total: 1, unhandled: 1 },
    ]);
  });

  it('keeps a newsletter address once, ignoring repeats in any letter case', async () => {
    expect(await subscribeToNewsletter(t.db, 'Reader@Example.com', 5)).toEqual({ created: true });
    expect(await subscribeToNewsletter(t.db, 'reader@example.com ', 6)).toEqual({ created: false });
    const subscribers = await findSubscribers(t.db, {}, oldestFirst);
    expect(subscribers.map((row) => [row.email, row.createdAt])).toEqual([['reader@example.com', 5]]);
  });
});
