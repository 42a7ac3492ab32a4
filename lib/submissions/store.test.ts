/** @jest-environment node */
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { migrateToLatest } from '@/lib/db';
import {
  checkInAttendee,
  countSubmissions,
  findAttendee,
  listNewsletterSubscribers,
  listSubmissions,
  recordAttendee,
  recordSubmission,
  subscribeToNewsletter,
} from './store';

const mail = { kind: 'contact', recipient: 'ada@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' };

describe.each(dialectsUnderTest())('submission store on %s', (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('migrations are idempotent: a second run applies nothing', async () => {
    await expect(migrateToLatest(t.db)).resolves.toEqual([]);
  });

  it('stores a submission with its payload and queues its mail in the same write', async () => {
    const payload = { firstName: 'Ada', message: 'Ünïcödé ✓ <b>' };
    const recorded = await recordSubmission(t.db, { kind: 'contact', email: 'ada@example.com', status: 'stored', payload, now: 1000 }, [mail]);
    const rows = await listSubmissions(t.db, 'contact');
    expect(rows).toEqual([{ id: recorded.id, kind: 'contact', email: 'ada@example.com', status: 'stored', createdAt: 1000, payload }]);
    const outbox = await t.db.kysely.selectFrom('outbox').selectAll().execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ id: recorded.mailIds[0], recipient: 'ada@example.com', status: 'pending', attempts: 0, next_attempt_at: 1000 });
  });

  it('stores nothing when any statement of the write fails (no submission without its mail)', async () => {
    const first = await recordSubmission(t.db, { kind: 'contact', email: 'a@example.com', status: 'stored', payload: {} }, [mail]);
    // Re-using an outbox id makes the second statement fail after the first succeeded.
    const { outboxInsert } = await import('@/lib/email/outbox-rows');
    await expect(
      t.db.atomic([
        t.db.kysely.insertInto('submissions').values({ id: 'x1', kind: 'contact', email: 'b@example.com', status: 'stored', payload: '{}', created_at: 1 }),
        outboxInsert(t.db, mail, 1, first.mailIds[0]).query,
      ]),
    ).rejects.toThrow();
    expect(await countSubmissions(t.db, 'contact')).toBe(1);
    expect((await listSubmissions(t.db, 'contact')).map((row) => row.email)).toEqual(['a@example.com']);
  });

  it('a write that fails counts nothing in its address\'s mail window; finished windows are swept', async () => {
    const { outboxInsert, outboxInsertOncePerWindow, sweepMailWindows, mailWindowKey, MAIL_REPEAT_WINDOW_MS } = await import('@/lib/email/outbox-rows');
    const first = await recordSubmission(t.db, { kind: 'contact', email: 'seed@example.com', status: 'stored', payload: {}, now: 1000 }, [{ ...mail, recipient: 'seed@example.com' }]);
    await expect(
      t.db.atomic([...outboxInsertOncePerWindow(t.db, mail, 1000).queries, outboxInsert(t.db, mail, 1000, first.mailIds[0]).query]),
    ).rejects.toThrow();
    const windows = () => t.db.kysely.selectFrom('rate_limits').select(['key', 'count']).where('key', 'like', 'mail:%').orderBy('key').execute();
    expect(await windows()).toEqual([{ key: mailWindowKey('contact', 'seed@example.com'), count: 1 }]);
    const recorded = await recordSubmission(t.db, { kind: 'contact', email: ' ADA@example.com', status: 'stored', payload: {}, now: 1000 }, [mail]);
    expect(await t.db.kysely.selectFrom('outbox').select('id').where('id', '=', recorded.mailIds[0]).execute()).toHaveLength(1);
    // The counter holds a hash of the address, never the address.
    expect(JSON.stringify(await windows())).not.toContain('example.com');
    await sweepMailWindows(t.db, 1000 + MAIL_REPEAT_WINDOW_MS);
    expect(await windows()).toEqual([]);
  });

  it('an erasure removes the address\'s mail windows, nobody else\'s', async () => {
    const { mailWindowKey } = await import('@/lib/email/outbox-rows');
    const { erasePerson } = await import('@/lib/admin/erase');
    await recordSubmission(t.db, { kind: 'contact', email: 'gone@example.com', status: 'stored', payload: {}, now: 1000 }, [{ ...mail, recipient: 'Gone@Example.com' }]);
    await recordSubmission(t.db, { kind: 'contact', email: 'kept@example.com', status: 'stored', payload: {}, now: 1000 }, [{ ...mail, recipient: 'kept@example.com' }]);
    await erasePerson(t.db, 'gone@example.com', 'org@example.com', 2000);
    const keys = (await t.db.kysely.selectFrom('rate_limits').select('key').where('key', 'like', 'mail:%').execute()).map((row) => row.key);
    expect(keys).toEqual([mailWindowKey('contact', 'kept@example.com')]);
  });

  it('concurrent writes commit together, yet a failing one takes down only itself', async () => {
    const first = await recordSubmission(t.db, { kind: 'contact', email: 'seed@example.com', status: 'stored', payload: {} }, [mail]);
    const { outboxInsert } = await import('@/lib/email/outbox-rows');
    const good = Array.from({ length: 5 }, (_, index) =>
      recordSubmission(t.db, { kind: 'contact', email: `ok${index}@example.com`, status: 'stored', payload: { index } }, [{ ...mail, recipient: `ok${index}@example.com` }]),
    );
    const bad = t.db.atomic([
      t.db.kysely.insertInto('submissions').values({ id: 'bad-1', kind: 'contact', email: 'bad@example.com', status: 'stored', payload: '{}', created_at: 1 }),
      outboxInsert(t.db, mail, 1, first.mailIds[0]).query, // duplicate key
    ]);
    const results = await Promise.allSettled([...good, bad]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    const emails = (await listSubmissions(t.db, 'contact')).map((row) => row.email).sort();
    expect(emails).toEqual(['ok0@example.com', 'ok1@example.com', 'ok2@example.com', 'ok3@example.com', 'ok4@example.com', 'seed@example.com']);
    expect(await t.db.kysely.selectFrom('outbox').select('id').execute()).toHaveLength(6);
  });

  it('lists one kind only, oldest first, with paging', async () => {
    for (const [kind, now] of [['contact', 3], ['partner', 1], ['contact', 2]] as const) {
      await recordSubmission(t.db, { kind, email: `${kind}${now}@example.com`, status: 'stored', payload: { now }, now });
    }
    expect((await listSubmissions(t.db, 'contact')).map((row) => row.createdAt)).toEqual([2, 3]);
    expect((await listSubmissions(t.db, 'contact', { limit: 1, offset: 1 })).map((row) => row.createdAt)).toEqual([3]);
    expect(await countSubmissions(t.db)).toBe(3);
  });

  it('keeps a newsletter address once, ignoring repeats in any letter case', async () => {
    expect(await subscribeToNewsletter(t.db, 'Reader@Example.com', 5)).toEqual({ created: true });
    expect(await subscribeToNewsletter(t.db, 'reader@example.com ', 6)).toEqual({ created: false });
    const subscribers = await listNewsletterSubscribers(t.db);
    expect(subscribers.map((row) => [row.email, row.createdAt])).toEqual([['reader@example.com', 5]]);
  });

  it('stores an attendee with the signed ticket, finds it by ticket id and records the first gate scan', async () => {
    const ticket = { ticketId: 'ACM-2025-ABC123-1', firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', signature: 'sig' };
    await recordAttendee(
      t.db,
      { ticketId: ticket.ticketId, firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', company: null, ticket, payload: { firstName: 'Ada' } },
      [mail],
      50,
    );
    const found = await findAttendee(t.db, ticket.ticketId);
    expect(found).toEqual({ ticketId: ticket.ticketId, firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', company: null, ticket, createdAt: 50, checkedInAt: null });
    expect(await findAttendee(t.db, 'nope')).toBeNull();
    expect(await countSubmissions(t.db, 'registration')).toBe(1);

    const first = await checkInAttendee(t.db, ticket.ticketId, 100);
    const second = await checkInAttendee(t.db, ticket.ticketId, 200);
    expect(first).toMatchObject({ firstScan: true, attendee: { checkedInAt: 100 } });
    expect(second).toMatchObject({ firstScan: false, attendee: { checkedInAt: 100 } });
    expect(await checkInAttendee(t.db, 'unknown', 300)).toBeNull();
  });

  it('refuses a second attendee with the same ticket id and stores nothing of it', async () => {
    const base = { ticketId: 'ACM-2025-DUP-1', firstName: 'A', lastName: 'B', email: 'a@example.com', ticket: {}, payload: {} };
    await recordAttendee(t.db, base, [mail]);
    await expect(recordAttendee(t.db, { ...base, email: 'other@example.com' }, [mail])).rejects.toThrow();
    expect(await countSubmissions(t.db, 'registration')).toBe(1);
    expect(await t.db.kysely.selectFrom('outbox').select('id').execute()).toHaveLength(1);
  });
});
