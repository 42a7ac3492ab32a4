/** @jest-environment node */
import { dialectsUnderTest, useTestDatabase } from '@/lib/db/testing';
import { recordAttendee } from '@/lib/attendees/store';
import { findRevocation } from '@/lib/tickets/revocations';
import { markHandled, recordSubmission, subscribeToNewsletter } from '@/lib/submissions/store';
import { canResend, mailsOf, requeueMail } from '@/lib/email/outbox-rows';
import { CSV_BOM, exportChunks } from '@/lib/admin/export';
import { validContact } from '@/lib/forms/fixtures';
import { listAudit } from '@/lib/audit';
import { erasePerson } from './erase';
import { dashboard, findInboxRow, listInbox, parseInboxFilters, streamInbox } from './inbox';

jest.setTimeout(60_000);

const mail = (recipient: string) => ({ kind: 'contact', recipient, subject: 'Thanks', html: '<p>Hi</p>', text: 'Hi' });
const contact = (over: Record<string, string>): Record<string, string> => ({ ...validContact, ...over });
const day = Date.UTC(2025, 8, 10, 12);

async function text(chunks: AsyncGenerator<string>): Promise<string> {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
}

describe.each(dialectsUnderTest())('the inbox store on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  const add = (payload: Record<string, string>, now: number, mails: ReturnType<typeof mail>[] = []) =>
    recordSubmission(
      database().db,
      { kind: 'contact', email: payload.emailAddress, status: 'stored', payload, now },
      mails,
    );

  it('lists newest first, 50 a page, searches names, addresses and company but not messages, and filters', async () => {
    for (let index = 0; index < 53; index += 1)
      await add(contact({ firstName: `Person${index}`, emailAddress: `p${index}@example.com` }), day + index);
    await add(
      contact({
        firstName: 'Adébáyọ̀',
        lastName: 'Okonkwo',
        emailAddress: 'ade@example.com',
        category: 'be-partner',
        message: 'about Zebra',
      }),
      day + 100,
    );
    await recordSubmission(database().db, {
      kind: 'partner',
      email: 'co@example.com',
      status: 'stored',
      payload: { fullName: 'Chi', emailAddress: 'co@example.com', company: 'Zebra Films Ltd' },
      now: day,
    });

    const first = await listInbox(database().db, 'contact', { fields: {} });
    expect(first).toMatchObject({ total: 54, pages: 2, page: 1 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0].payload.firstName).toBe('Adébáyọ̀');
    expect(
      (await listInbox(database().db, 'contact', { fields: {} }, 2)).rows.map((row) => row.payload.firstName),
    ).toEqual(['Person3', 'Person2', 'Person1', 'Person0']);

    const search = (q: string, kind: 'contact' | 'partner' = 'contact') =>
      listInbox(database().db, kind, parseInboxFilters(kind, new URLSearchParams({ q })));
    expect((await search('OKONK')).rows.map((row) => row.email)).toEqual(['ade@example.com']);
    expect((await search('ade@example')).total).toBe(1);
    expect((await search('zebra')).total).toBe(0); // the message is not searched
    expect((await search('zebra films', 'partner')).rows.map((row) => row.email)).toEqual(['co@example.com']);
    expect((await search('100%_')).total).toBe(0);

    const byCategory = await listInbox(
      database().db,
      'contact',
      parseInboxFilters('contact', new URLSearchParams({ category: 'be-partner' })),
    );
    expect(byCategory.rows.map((row) => row.email)).toEqual(['ade@example.com']);
    expect(parseInboxFilters('contact', new URLSearchParams({ category: 'not-a-category' })).fields).toEqual({});
    const range = parseInboxFilters('contact', new URLSearchParams({ from: '2025-09-11', to: '2025-09-12' }));
    expect((await listInbox(database().db, 'contact', range)).total).toBe(0);
    expect(
      (
        await listInbox(
          database().db,
          'contact',
          parseInboxFilters('contact', new URLSearchParams({ from: '2025-09-10', to: '2025-09-10' })),
        )
      ).total,
    ).toBe(54);
  });

  it('marks handled and unhandled with who and when, and filters by it', async () => {
    const { id } = await add(contact({}), day);
    await add(contact({ emailAddress: 'b@example.com' }), day + 1);
    expect(await markHandled(database().db, id, 'organiser@example.com', day + 5)).toBe(true);
    expect(await findInboxRow(database().db, 'contact', id)).toMatchObject({
      handledAt: day + 5,
      handledBy: 'organiser@example.com',
    });
    expect(
      (
        await listInbox(database().db, 'contact', parseInboxFilters('contact', new URLSearchParams({ handled: 'yes' })))
      ).rows.map((row) => row.id),
    ).toEqual([id]);
    expect(
      (await listInbox(database().db, 'contact', parseInboxFilters('contact', new URLSearchParams({ handled: 'no' }))))
        .total,
    ).toBe(1);
    expect((await dashboard(database().db)).kinds.find((each) => each.kind === 'contact')).toEqual({
      kind: 'contact',
      total: 2,
      unhandled: 1,
    });
    await markHandled(database().db, id, null);
    expect(await findInboxRow(database().db, 'contact', id)).toMatchObject({ handledAt: null, handledBy: null });
  });

  it('shows a submission its mails, and requeues only a failed one', async () => {
    const { id, mailIds } = await add(contact({}), day, [mail('ada@example.com')]);
    const [state] = await mailsOf(database().db, id);
    expect(state).toMatchObject({ id: mailIds[0], status: 'pending', attempts: 0, lastError: null });
    expect(canResend(state)).toBe(false);
    expect(await requeueMail(database().db, mailIds[0], day + 1)).toBe(false);
    await database()
      .db.kysely.updateTable('outbox')
      .set({ status: 'failed', attempts: 10, last_error: 'Mailbox unavailable' })
      .where('id', '=', mailIds[0])
      .execute();
    expect(await dashboard(database().db)).toMatchObject({ mails: { queued: 0, failed: 1 } });
    expect(await requeueMail(database().db, mailIds[0], day + 2)).toBe(true);
    expect((await mailsOf(database().db, id))[0]).toMatchObject({
      status: 'pending',
      attempts: 10,
      lastError: 'Mailbox unavailable',
    });
  });

  it('exports CSV with a BOM, a header, non-ASCII names as typed and formulas defused', async () => {
    await add(contact({ firstName: 'Adébáyọ̀', emailAddress: 'ade@example.com' }), day);
    await add(
      contact({
        firstName: '=HYPERLINK("http://evil")',
        lastName: '@SUM(A1)',
        message: '\tcmd',
        emailAddress: 'eve@example.com',
      }),
      day + 1,
    );
    const csv = await text(exportChunks(database().db, 'contact', 'csv'));
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,status,handled_at,handled_by,locale,firstName,lastName,emailAddress,altEmailAddress,phoneNumber,altPhoneNumber,category,message',
    );
    expect(lines[1]).toContain(',Adébáyọ̀,Obi,ade@example.com,,+234 803 123 4567,');
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil"")",'@SUM(A1),eve@example.com,`);
    expect(lines[2].endsWith(`,'\tcmd`)).toBe(true);
    const json = JSON.parse(
      await text(
        exportChunks(database().db, 'contact', 'json', parseInboxFilters('contact', new URLSearchParams({ q: 'ade' }))),
      ),
    );
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
    for (let start = 0; start < rows; start += 500)
      await database()
        .db.kysely.insertInto('submissions')
        .values(values.slice(start, start + 500))
        .execute();
    const batches: number[] = [];
    const seen = new Set<string>();
    for await (const batch of streamInbox(database().db, 'contact', { fields: {} }, 1000)) {
      batches.push(batch.length);
      for (const row of batch) seen.add(row.id);
    }
    expect(batches).toEqual([1000, 1000, 345]);
    expect(seen.size).toBe(rows);
    const csv = await text(exportChunks(database().db, 'contact', 'csv'));
    expect(csv.split('\r\n')).toHaveLength(rows + 2); // header, rows, final CRLF
  });

  it('erases a person everywhere in one go and audits only that it happened', async () => {
    const { id } = await add(contact({ emailAddress: 'Gone@Example.com' }), day, [mail('Gone@Example.com')]);
    await add(contact({ emailAddress: 'other@example.com', altEmailAddress: 'gone@example.com' }), day + 1, [
      mail('other@example.com'),
    ]);
    await add(contact({ emailAddress: 'keep@example.com' }), day + 2, [mail('keep@example.com')]);
    await subscribeToNewsletter(database().db, 'gone@example.com');
    await recordAttendee(
      database().db,
      { ticketId: 'ACM-1', firstName: 'G', lastName: 'One', email: 'gone@example.com', ticket: {}, payload: {} },
      [mail('gone@example.com')],
    );
    await database()
      .db.kysely.insertInto('audit_log')
      .values({
        id: 'a1',
        at: day,
        actor: 'org@example.com',
        action: 'export',
        target: null,
        detail: 'q=gone@example.com',
      })
      .execute();

    const counts = await erasePerson(database().db, 'GONE@example.com', 'org@example.com', day + 10);
    expect(counts).toEqual({
      submissions: 3,
      subscribers: 1,
      attendees: 1,
      mails: 3,
      checkins: 0,
      scans: 0,
      letterRequests: 0,
      documents: 0,
      marketParticipants: 0,
    });
    expect(await findInboxRow(database().db, 'contact', id)).toBeNull();
    const everything = JSON.stringify([
      await database().db.kysely.selectFrom('submissions').selectAll().execute(),
      await database().db.kysely.selectFrom('outbox').selectAll().execute(),
      await database().db.kysely.selectFrom('newsletter_subscribers').selectAll().execute(),
      await database().db.kysely.selectFrom('attendees').selectAll().execute(),
      await database().db.kysely.selectFrom('audit_log').selectAll().execute(),
    ]).toLowerCase();
    expect(everything).not.toContain('gone@example.com');
    expect(everything).toContain('keep@example.com');
    expect((await listAudit(database().db))[0]).toMatchObject({
      action: 'erasure',
      actor: 'org@example.com',
      at: day + 10,
      detail: '3 submissions, 1 subscribers, 1 attendees, 3 mails',
    });
    // The ticket is refused from now on; its revocation names no one.
    expect(await findRevocation(database().db, 'ACM-1')).toEqual({ revokedAt: day + 10 });
    expect(
      JSON.stringify(await database().db.kysely.selectFrom('ticket_revocations').selectAll().execute()),
    ).not.toMatch(/gone|ACM-1/i);
  });
});

// An impossible date such as ?to=2025-13-01 once threw "RangeError: Invalid time value" and answered 500.
describe('date filters', () => {
  it.each([
    '2025-13-01',
    '2025-00-10',
    '2099-99-99',
    '2025-02-30',
    '2025-02-29',
    '2025-9-1',
    '1999-12-31',
    'yesterday',
  ])('ignores the impossible or unsupported day %p', (value) => {
    const filters = parseInboxFilters('contact', new URLSearchParams({ from: value, to: value }));
    expect(filters).toEqual({ fields: {} });
  });

  it('keeps real days, leap days included', () => {
    expect(parseInboxFilters('contact', new URLSearchParams({ from: '2024-02-29', to: '2025-12-31' }))).toEqual({
      fields: {},
      from: '2024-02-29',
      to: '2025-12-31',
    });
  });
});
