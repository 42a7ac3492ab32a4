/** @jest-environment node */
import { cancelRegistration } from '@/lib/attendees/lifecycle';
import { recordAttendee } from '@/lib/attendees/store';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import {
  actionNotice,
  attendeeExportChunks,
  attendeeFigures,
  listAttendees,
  parseAttendeeFilters,
  type AttendeeFilters,
} from './attendees';
import { ticketLetters } from '@/lib/letters/ticket-letters';

const people = [
  {
    ticketId: 'ACM2025-AAAAAA-1',
    firstName: 'Adaeze',
    lastName: 'Okafor',
    email: 'adaeze@example.com',
    company: 'Lagos Looms',
    category: 'creative',
    country: 'NG',
  },
  {
    ticketId: 'ACM2025-BBBBBB-2',
    firstName: 'Kwame',
    lastName: 'Mensah',
    email: 'kwame@example.com',
    company: null,
    category: 'investor',
    country: 'GH',
  },
  {
    ticketId: 'ACM2025-CCCCCC-3',
    firstName: 'Amélie',
    lastName: 'Diallo',
    email: 'amelie@example.fr',
    company: '=HYPERLINK("http://evil.example")',
    category: 'creative',
    country: 'FR',
    locale: 'fr' as const,
  },
];

const filters = (query: string): AttendeeFilters => parseAttendeeFilters(new URLSearchParams(query));

describe.each(dialectsUnderTest())("the organisers' attendee list on %s", (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
    for (const [index, person] of people.entries()) {
      const { category, country, ...attendee } = person;
      await recordAttendee(
        t.db,
        {
          ...attendee,
          ticket: { ticketId: person.ticketId },
          payload: { firstName: person.firstName, emailAddress: person.email, category, country },
        },
        [],
        1000 + index,
      );
    }
    // Kwame was scanned in at the gate.
    await t.db.kysely
      .insertInto('checkins')
      .values({
        ticket_id: 'ACM2025-BBBBBB-2',
        name: 'Kwame Mensah',
        email: 'kwame@example.com',
        at: 5000,
        gate: 'North',
        staff_id: 's',
        staff_name: 'Gate',
        verification: 'signature',
        source: 'online',
        nonce: 'n-1',
        recorded_at: 5000,
      })
      .execute();
  });
  afterEach(async () => {
    await t.dispose();
  });

  const ids = async (query: string) => (await listAttendees(t.db, filters(query))).rows.map((row) => row.ticketId);

  it('lists everyone newest first with their category, country and check-in', async () => {
    const page = await listAttendees(t.db, filters(''));
    expect(page).toMatchObject({ total: 3, page: 1, pages: 1 });
    expect(page.rows.map((row) => [row.ticketId, row.category, row.country, row.checkedIn, row.status])).toEqual([
      ['ACM2025-CCCCCC-3', 'creative', 'FR', false, 'registered'],
      ['ACM2025-BBBBBB-2', 'investor', 'GH', true, 'registered'],
      ['ACM2025-AAAAAA-1', 'creative', 'NG', false, 'registered'],
    ]);
  });

  it('searches names (the full name too), addresses, ticket ids and companies, case-insensitively', async () => {
    expect(await ids('q=adaeze okafor')).toEqual(['ACM2025-AAAAAA-1']);
    expect(await ids('q=MENSAH')).toEqual(['ACM2025-BBBBBB-2']);
    expect(await ids('q=example.fr')).toEqual(['ACM2025-CCCCCC-3']);
    expect(await ids('q=bbbbbb')).toEqual(['ACM2025-BBBBBB-2']);
    expect(await ids('q=looms')).toEqual(['ACM2025-AAAAAA-1']);
    // LIKE's wildcards are searched for as typed.
    expect(await ids('q=%25')).toEqual([]);
    expect(await ids('q=nobody')).toEqual([]);
  });

  it('filters by category, country, status and check-in; unknown values are ignored', async () => {
    expect(await ids('category=creative')).toEqual(['ACM2025-CCCCCC-3', 'ACM2025-AAAAAA-1']);
    expect(await ids('category=creative&country=NG')).toEqual(['ACM2025-AAAAAA-1']);
    expect(await ids('checkedIn=yes')).toEqual(['ACM2025-BBBBBB-2']);
    expect(await ids('checkedIn=no&category=investor')).toEqual([]);
    expect(filters('category=nonsense&country=XX&status=gone&checkedIn=maybe')).toEqual({ fields: {} });
    await cancelRegistration({ db: t.db, letters: ticketLetters, now: () => 9000 }, 'ACM2025-AAAAAA-1', {
      actor: 'org@example.com',
      reason: 'duplicate',
    });
    expect(await ids('status=cancelled')).toEqual(['ACM2025-AAAAAA-1']);
    expect(await ids('status=registered')).toEqual(['ACM2025-CCCCCC-3', 'ACM2025-BBBBBB-2']);
    expect(await attendeeFigures(t.db)).toEqual({
      counts: { registered: 2, waitlisted: 0, offered: 0, cancelled: 1 },
      checkedIn: 1,
      capacity: null,
    });
  });

  it('pages 50 at a time, newest first', async () => {
    for (let index = 0; index < 52; index += 1) {
      const ticketId = `ACM2025-PAGE${String(index).padStart(2, '0')}-${index}`;
      await recordAttendee(
        t.db,
        {
          ticketId,
          firstName: 'Page',
          lastName: String(index),
          email: `page${index}@example.com`,
          ticket: { ticketId },
          payload: {},
        },
        [],
        10_000 + index,
      );
    }
    const first = await listAttendees(t.db, filters('q=page'), 1);
    const second = await listAttendees(t.db, filters('q=page'), 2);
    expect(first).toMatchObject({ total: 52, pages: 2 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0].ticketId).toBe('ACM2025-PAGE51-51');
    expect(second.rows.map((row) => row.ticketId)).toEqual(['ACM2025-PAGE01-1', 'ACM2025-PAGE00-0']);
  });

  it('exports the selection as CSV with formulas defused, and as JSON', async () => {
    let csv = '';
    for await (const chunk of attendeeExportChunks(t.db, 'csv', filters('category=creative'))) csv += chunk;
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'ticket_id,registered_at,status,status_at,first_name,last_name,email,company,category,country,locale,checked_in,ticket_issued_at,cancel_reason',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['ACM2025-AAAAAA-1', 'ACM2025-CCCCCC-3']);
    expect(lines[2]).toContain(`,amelie@example.fr,"'=HYPERLINK(""http://evil.example"")",creative,FR,fr,no,`);
    let json = '';
    for await (const chunk of attendeeExportChunks(t.db, 'json', filters('checkedIn=yes'))) json += chunk;
    expect(JSON.parse(json)).toEqual([
      expect.objectContaining({
        ticket_id: 'ACM2025-BBBBBB-2',
        company: '',
        country: 'GH',
        locale: 'en',
        checked_in: 'yes',
        registered_at: new Date(1001).toISOString(),
      }),
    ]);
  });
});

describe('what the attendee page reports after an action', () => {
  const attendee = { ticketId: 'ACM2025-NEW-2', email: 'ada@example.com', status: 'registered' as const };
  const none = { attendee, resentMail: false, correctedFrom: null, cancelled: false };

  it('states only what the database shows', () => {
    expect(actionNotice(none)).toBeNull();
    expect(actionNotice({ ...none, resentMail: true })).toMatch(
      /^The ticket is queued to ada@example\.com again\. An organiser's resend goes out even if a mail went to this address within the last 10 minutes/,
    );
    expect(actionNotice({ ...none, correctedFrom: 'ACM2025-OLD-1' })).toBe(
      'Details corrected. Ticket ACM2025-OLD-1 is revoked; the new ticket ACM2025-NEW-2 is queued to ada@example.com.',
    );
    expect(actionNotice({ ...none, correctedFrom: 'ACM2025-NEW-2' })).toBeNull();
    // ?cancelled on a registration that is not cancelled claims nothing.
    expect(actionNotice({ ...none, cancelled: true })).toBeNull();
    expect(actionNotice({ ...none, cancelled: true, attendee: { ...attendee, status: 'cancelled' } })).toBe(
      'Registration cancelled. Its ticket is revoked and ada@example.com is told so by mail.',
    );
  });
});
