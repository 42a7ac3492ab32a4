/** @jest-environment node */
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { recordAttendee, recordSubmission, subscribeToNewsletter } from '@/lib/submissions/store';
import { CSV_BOM, exportChunks } from '@/lib/submissions/export';
import { listAudit } from './audit';
import { erasePerson } from './erase';
import { canResend, dashboard, findInboxRow, listInbox, mailsOf, parseInboxFilters, requeueMail, setHandled, streamInbox } from './inbox';

jest.setTimeout(60_000);

const mail = (recipient: string) => ({ kind: 'contact', recipient, subject: 'Thanks', html: '<p>Hi</p>', text: 'Hi' });
const contact = (over: Record<string, string>) => ({
  firstName: 'Ada',
  lastName: 'Obi',
  emailAddress: 'ada@example.com',
  altEmailAddress: '',
  phoneNumber: '+234 803 123 4567',
  altPhoneNumber: '',
  category: 'general-enquiries',
  message: 'Hello',
  ...over,
});
const day = Date.UTC(2025, 8, 10, 12);

async function text(chunks: AsyncGenerator<string>): Promise<string> {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
}

describe.each(dialectsUnderTest())('the inbox store on %s', (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await t.dispose();
  });

  const add = (payload: Record<string, string>, now: number, mails: ReturnType<typeof mail>[] = []) =>
    recordSubmission(t.db, { kind: 'contact', email: payload.emailAddress, status: 'stored', payload, now }, mails);

  it('lists newest first, 50 a page, searches names, addresses and company but not messages, and filters', async () => {
    for (let index = 0; index < 53; index += 1) await add(contact({ firstName: `Person${index}`, emailAddress: `p${index}@example.com` }), day + index);
    await add(contact({ firstName: 'Adébáyọ̀', lastName: 'Okonkwo', emailAddress: 'ade@example.com', category: 'be-partner', message: 'about Zebra' }), day + 100);
    await recordSubmission(t.db, { kind: 'partner', email: 'co@example.com', status: 'stored', payload: { fullName: 'Chi', emailAddress: 'co@example.com', company: 'Zebra Films Ltd' }, now: day });

    const first = await listInbox(t.db, 'contact', { fields: {} });
    expect(first).toMatchObject({ total: 54, pages: 2, page: 1 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0].payload.firstName).toBe('Adébáyọ̀');
    expect((await listInbox(t.db, 'contact', { fields: {} }, 2)).rows.map((row) => row.payload.firstName)).toEqual(['Person3', 'Person2', 'Person1', 'Person0']);

    const search = (q: string, kind: 'contact' | 'partner' = 'contact') => listInbox(t.db, kind, parseInboxFilters(kind, new URLSearchParams({ q })));
    expect((await search('OKONK')).rows.map((row) => row.email)).toEqual(['ade@example.com']);
    expect((await search('ade@example')).total).toBe(1);
    expect((await search('zebra')).total).toBe(0); // the message is not searched
    expect((await search('zebra films', 'partner')).rows.map((row) => row.email)).toEqual(['co@example.com']);
    expect((await search('100%_')).total).toBe(0);

    const byCategory = await listInbox(t.db, 'contact', parseInboxFilters('contact', new URLSearchParams({ category: 'be-partner' })));
    expect(byCategory.rows.map((row) => row.email)).toEqual(['ade@example.com']);
    expect(parseInboxFilters('contact', new URLSearchParams({ category: 'not-a-category' })).fields).toEqual({});
    const range = parseInboxFilters('contact', new URLSearchParams({ from: '2025-09-11', to: '2025-09-12' }));
    expect((await listInbox(t.db, 'contact', range)).total).toBe(0);
    expect((await listInbox(t.db, 'contact', parseInboxFilters('contact', new URLSearchParams({ from: '2025-09-10', to: '2025-09-10' })))).total).toBe(54);
  });

  it('marks handled and unhandled with who and when, and filters by it', async () => {
    const { id } = await add(contact({}), day);
    await add(contact({ emailAddress: 'b@example.com' }), day + 1);
    expect(await setHandled(t.db, id, 'organiser@example.com', day + 5)).toBe(true);
    expect(await findInboxRow(t.db, 'contact', id)).toMatchObject({ handledAt: day + 5, handledBy: 'organiser@example.com' });
    expect((await listInbox(t.db, 'contact', parseInboxFilters('contact', new URLSearchParams({ handled: 'yes' })))).rows.map((row) => row.id)).toEqual([id]);
    expect((await listInbox(t.db, 'contact', parseInboxFilters('contact', new URLSearchParams({ handled: 'no' })))).total).toBe(1);
    expect((await dashboard(t.db)).kinds.find((each) => each.kind === 'contact')).toEqual({ kind: 'contact', total: 2, unhandled: 1 });
    await setHandled(t.db, id, null);
    expect(await findInboxRow(t.db, 'contact', id)).toMatchObject({ handledAt: null, handledBy: null });
  });

  it('shows a submission its mails, and requeues only a failed one', async () => {
    const { id, mailIds } = await add(contact({}), day, [mail('ada@example.com')]);
    const [state] = await mailsOf(t.db, id);
    expect(state).toMatchObject({ id: mailIds[0], status: 'pending', attempts: 0, lastError: null });
    expect(canResend(state)).toBe(false);
    expect(await requeueMail(t.db, mailIds[0], day + 1)).toBe(false);
    await t.db.kysely.updateTable('outbox').set({ status: 'failed', attempts: 10, last_error: 'Mailbox unavailable' }).where('id', '=', mailIds[0]).execute();
    expect(await dashboard(t.db)).toMatchObject({ mails: { queued: 0, failed: 1 } });
    expect(await requeueMail(t.db, mailIds[0], day + 2)).toBe(true);
    expect((await mailsOf(t.db, id))[0]).toMatchObject({ status: 'pending', attempts: 10, lastError: 'Mailbox unavailable' });
  });

  it('exports CSV with a BOM, a header, non-ASCII names as typed and formulas defused', async () => {
    await add(contact({ firstName: 'Adébáyọ̀', emailAddress: 'ade@example.com' }), day);
    await add(contact({ firstName: '=HYPERLINK("http://evil")', lastName: '@SUM(A1)', message: '\tcmd', emailAddress: 'eve@example.com' }), day + 1);
    const csv = await text(exportChunks(t.db, 'contact', 'csv'));
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('id,created_at,status,handled_at,handled_by,firstName,lastName,emailAddress,altEmailAddress,phoneNumber,altPhoneNumber,category,message');
    expect(lines[1]).toContain(',Adébáyọ̀,Obi,ade@example.com,,+234 803 123 4567,');
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil"")",'@SUM(A1),eve@example.com,`);
    expect(lines[2].endsWith(`,'\tcmd`)).toBe(true);
    const json = JSON.parse(await text(exportChunks(t.db, 'contact', 'json', parseInboxFilters('contact', new URLSearchParams({ q: 'ade' })))));
    expect(json).toEqual([expect.objectContaining({ firstName: 'Adébáyọ̀', emailAddress: 'ade@example.com' })]);
  });

  it('streams a large export in batches, never reading more than one batch at a time', async () => {
    const rows = 2_345;
    const values = Array.from({ length: rows }, (_, index) => ({
      id: `id-${String(index).padStart(6, '0')}`,
      kind: 'contact' as const,
      email: `p${index}@example.com`,
      status: 'stored' as const,
      payload: JSON.stringify(contact({ emailAddress: `p${index}@example.com` })),
      // Many rows share a timestamp: the keyset must still visit each once.
      created_at: day + Math.floor(index / 10),
    }));
    for (let start = 0; start < rows; start += 500) await t.db.kysely.insertInto('submissions').values(values.slice(start, start + 500)).execute();
    const batches: number[] = [];
    const seen = new Set<string>();
    for await (const batch of streamInbox(t.db, 'contact', { fields: {} }, 1000)) {
      batches.push(batch.length);
      for (const row of batch) seen.add(row.id);
    }
    expect(batches).toEqual([1000, 1000, 345]);
    expect(seen.size).toBe(rows);
    const csv = await text(exportChunks(t.db, 'contact', 'csv'));
    expect(csv.split('\r\n')).toHaveLength(rows + 2); // header, rows, final CRLF
  });

  it('erases a person everywhere in one go and audits only that it happened', async () => {
    const { id } = await add(contact({ emailAddress: 'Gone@Example.com' }), day, [mail('Gone@Example.com')]);
    await add(contact({ emailAddress: 'other@example.com', altEmailAddress: 'gone@example.com' }), day + 1, [mail('other@example.com')]);
    await add(contact({ emailAddress: 'keep@example.com' }), day + 2, [mail('keep@example.com')]);
    await subscribeToNewsletter(t.db, 'gone@example.com');
    await recordAttendee(t.db, { ticketId: 'ACM-1', firstName: 'G', lastName: 'One', email: 'gone@example.com', ticket: {}, payload: {} }, [mail('gone@example.com')]);
    await t.db.kysely.insertInto('audit_log').values({ id: 'a1', at: day, actor: 'org@example.com', action: 'export', target: null, detail: 'q=gone@example.com' }).execute();

    const counts = await erasePerson(t.db, 'GONE@example.com', 'org@example.com', day + 10);
    expect(counts).toEqual({ submissions: 3, subscribers: 1, attendees: 1, mails: 3 });
    expect(await findInboxRow(t.db, 'contact', id)).toBeNull();
    const everything = JSON.stringify([
      await t.db.kysely.selectFrom('submissions').selectAll().execute(),
      await t.db.kysely.selectFrom('outbox').selectAll().execute(),
      await t.db.kysely.selectFrom('newsletter_subscribers').selectAll().execute(),
      await t.db.kysely.selectFrom('attendees').selectAll().execute(),
      await t.db.kysely.selectFrom('audit_log').selectAll().execute(),
    ]).toLowerCase();
    expect(everything).not.toContain('gone@example.com');
    expect(everything).toContain('keep@example.com');
    expect((await listAudit(t.db))[0]).toMatchObject({ action: 'erasure', actor: 'org@example.com', at: day + 10, detail: '3 submissions, 1 subscribers, 1 attendees, 3 mails' });
  });
});
