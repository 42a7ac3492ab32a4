/** @jest-environment node */
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { unfoldIcs } from '@/lib/programme/ics-lines';
import {
  acceptRequest,
  block,
  calendarMeetings,
  cancelMeeting,
  cancelRequest,
  declineRequest,
  freeSlotsForBoth,
  markAvailable,
  markNoShow,
  markUnavailable,
  meetingsOverview,
  report,
  requestMeeting,
  type MeetingDeps,
} from './meetings';
import { openReports } from './organiser';
import { calendarToken, meetingsCalendar, readCalendarToken } from './meetings-feed';
import { FIXTURE_NOW, FIXTURE_SLOTS, seedMeetingSettings, seedParticipant } from './meetings-fixtures';
import { meetingSettings } from './slots';

const [s1, s2, s3] = FIXTURE_SLOTS;
const secret = 'test-secret-test-secret-test-secret-0';

describe.each(dialectsUnderTest())('market meetings on %s', (dialect) => {
  let t: TestDatabase;
  let deps: MeetingDeps;

  beforeEach(async () => {
    t = await createTestDatabase(dialect);
    deps = { db: t.db, linkSecret: secret, now: FIXTURE_NOW };
    await seedMeetingSettings(t.db, { tables: 2, maxOpenRequests: 3, maxNewSendersPerDay: 2 });
    for (const id of ['ada', 'bola', 'chidi', 'dayo']) await seedParticipant(t.db, id);
    await seedParticipant(t.db, 'eze', { status: 'draft' });
  });
  afterEach(async () => {
    await t.dispose();
  });

  const mails = (kind: string) =>
    t.db.kysely
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'text'])
      .where('kind', '=', kind)
      .orderBy('recipient')
      .execute();
  const request = async (from: string, to: string, slots = [s1, s2], message = 'Hello') => {
    const answer = await requestMeeting(deps, from, { slug: to }, slots, message);
    if (!answer.ok) throw new Error(answer.problem);
    return answer.id;
  };

  it('refuses what is not a fair request, and mails the recipient one that is', async () => {
    const ask = (to: string, slots: number[], message = '') =>
      requestMeeting(deps, 'ada', { slug: to }, slots, message);
    expect(await ask('ada', [s1])).toEqual({ ok: false, problem: 'unavailable' });
    expect(await ask('eze', [s1])).toEqual({ ok: false, problem: 'unavailable' });
    expect(await ask('nobody', [s1])).toEqual({ ok: false, problem: 'unavailable' });
    expect(await ask('bola', [])).toEqual({ ok: false, problem: 'slot-count' });
    expect(await ask('bola', [s1, s2, s3, s1 + 1])).toEqual({ ok: false, problem: 'slot-count' });
    expect(await ask('bola', [s1 + 60_000])).toEqual({ ok: false, problem: 'not-a-slot' });
    expect(await ask('bola', [s1], 'x'.repeat(401))).toEqual({ ok: false, problem: 'message-too-long' });
    expect(await requestMeeting({ ...deps, now: s1 }, 'ada', { slug: 'bola' }, [s1], '')).toEqual({
      ok: false,
      problem: 'not-a-slot',
    });
    await markUnavailable(t.db, 'bola', [s2]);
    expect(await ask('bola', [s1, s2])).toEqual({ ok: false, problem: 'slot-busy' });

    expect((await ask('bola', [s1, s3], 'Let us talk film distribution.')).ok).toBe(true);
    expect(await ask('bola', [s1])).toEqual({ ok: false, problem: 'already-asked' });
    const [mail] = await mails('market-meeting-request');
    expect(mail.recipient).toBe('bola@example.com');
    expect(mail.subject).toBe('Person ada asks to meet you at the Africa Creative Market 2025 market');
    expect(mail.text).toContain('Let us talk film distribution.');
    expect(mail.text).toContain('Tuesday, 16 September 2025 at 10:00');
    expect(mail.text).toContain('Tuesday, 16 September 2025 at 10:40');
  });

  it('caps the open requests of a sender and the new senders of a recipient a day', async () => {
    // Caps of 3 open requests and 2 new senders a day (the defaults are 20 and 10).
    await request('ada', 'bola');
    await request('ada', 'chidi');
    await seedParticipant(t.db, 'femi');
    await request('ada', 'dayo');
    expect(await requestMeeting(deps, 'ada', { slug: 'femi' }, [s1], '')).toEqual({
      ok: false,
      problem: 'too-many-open',
    });
    // A cancelled request is no longer open.
    const id = await request('chidi', 'femi');
    expect(await cancelRequest(deps, 'chidi', id)).toEqual({ ok: true });
    expect(await cancelRequest(deps, 'chidi', id)).toEqual({ ok: false, problem: 'gone' });

    // bola has heard from ada today; one more stranger, then no more until tomorrow.
    await request('chidi', 'bola');
    expect(await requestMeeting(deps, 'dayo', { slug: 'bola' }, [s1], '')).toEqual({
      ok: false,
      problem: 'recipient-full',
    });
    const tomorrow = { ...deps, now: FIXTURE_NOW + 86_400_000 };
    expect((await requestMeeting(tomorrow, 'dayo', { slug: 'bola' }, [s1], '')).ok).toBe(true);
  });

  it('refuses the 21st open request and the 11th new sender of the day, with the default caps', async () => {
    await t.db.kysely
      .updateTable('market_settings')
      .set({ max_open_requests: 20, max_new_senders_per_day: 10 })
      .execute();
    const others = Array.from({ length: 21 }, (_, index) => `other${index}`);
    for (const id of others) await seedParticipant(t.db, id);
    for (const id of others.slice(0, 20)) await request('ada', id, [s1]);
    expect(await requestMeeting(deps, 'ada', { slug: others[20] }, [s1], '')).toEqual({
      ok: false,
      problem: 'too-many-open',
    });
    // Ten strangers reach others[20] today; the eleventh is refused.
    for (const id of others.slice(0, 10)) await request(id, others[20], [s2]);
    expect(await requestMeeting(deps, others[10], { slug: others[20] }, [s2], '')).toEqual({
      ok: false,
      problem: 'recipient-full',
    });
  });

  it('lets someone bola has met ask again past the daily cap', async () => {
    const first = await request('ada', 'bola', [s1]);
    expect((await acceptRequest(deps, 'bola', first, s1)).ok).toBe(true);
    await request('chidi', 'bola', [s2]);
    await request('dayo', 'bola', [s2]);
    expect((await requestMeeting(deps, 'ada', { slug: 'bola' }, [s3], 'Again?')).ok).toBe(true);
  });

  it('books an accepted request at the first free table, and mails both with a calendar file', async () => {
    const id = await request('ada', 'bola');
    expect(await acceptRequest(deps, 'chidi', id, s1)).toEqual({ ok: false, problem: 'gone' });
    expect(await acceptRequest(deps, 'bola', id, s3)).toEqual({ ok: false, problem: 'not-proposed' });
    const accepted = await acceptRequest(deps, 'bola', id, s2);
    expect(accepted).toMatchObject({ ok: true, tableName: 'Table 1' });
    expect(await acceptRequest(deps, 'bola', id, s1)).toEqual({ ok: false, problem: 'gone' });
    const slots = await t.db.kysely.selectFrom('market_person_slots').selectAll().orderBy('person_id').execute();
    expect(slots.map((row) => [row.person_id, Number(row.slot_start)])).toEqual([
      ['ada', s2],
      ['bola', s2],
    ]);
    expect(await freeSlotsForBoth(t.db, (await meetingSettings(t.db))!, ['ada', 'chidi'], FIXTURE_NOW)).toEqual([
      s1,
      s3,
    ]);

    const sent = await mails('market-meeting-accepted');
    expect(sent.map((mail) => mail.recipient)).toEqual(['ada@example.com', 'bola@example.com']);
    expect(sent[0].text).toContain('Your meeting with Person bola (Studio bola) is confirmed');
    expect(sent[0].text).toContain('Table 1');
    const token = /\/api\/market\/calendar\/([\w.-]+)\.ics/.exec(sent[0].text)?.[1] ?? '';
    const claims = readCalendarToken(secret, token);
    expect(claims?.kind).toBe('meeting');
    expect(readCalendarToken('another-secret-another-secret-000000', token)).toBeNull();
    const [meetingId, personId] = (claims?.id ?? '').split(':');
    expect(personId).toBe('ada');
    const ics = unfoldIcs(
      meetingsCalendar(await calendarMeetings(t.db, personId, meetingId), 20, {
        name: 'My meetings',
        title: (name) => `Meeting with ${name}`,
        location: (table) => `${table}, B2B lounge`,
      }),
    );
    expect(ics).toContain('DTSTART:20250916T092000Z');
    expect(ics).toContain('DTEND:20250916T094000Z');
    expect(ics).toContain('LOCATION:Table 1\\, B2B lounge');
    expect(ics).toContain('SUMMARY:Meeting with Person bola');

    const overview = await meetingsOverview(t.db, 'bola', FIXTURE_NOW);
    expect(overview.meetings).toMatchObject([{ slot: s2, tableName: 'Table 1', other: { id: 'ada' }, asked: false }]);
    expect(overview.received).toEqual([]);
  });

  it('answers "taken" with the still-free choices when the people or the tables are busy', async () => {
    const first = await request('ada', 'bola', [s1]);
    const second = await request('chidi', 'bola', [s1, s2, s3]);
    await markUnavailable(t.db, 'chidi', [s3]);
    expect((await acceptRequest(deps, 'bola', first, s1)).ok).toBe(true);
    expect(await acceptRequest(deps, 'bola', second, s1)).toEqual({ ok: false, problem: 'taken', remaining: [s2] });
    const overview = await meetingsOverview(t.db, 'bola', FIXTURE_NOW);
    expect(overview.received[0].slots).toEqual([
      { start: s1, free: false },
      { start: s2, free: true },
      { start: s3, free: false },
    ]);
    // Two tables: a third meeting in s2 finds none.
    const third = await request('dayo', 'chidi', [s2]);
    const fourth = await request('ada', 'bola', [s2]);
    await seedParticipant(t.db, 'femi');
    await seedParticipant(t.db, 'gbenga');
    const fifth = await request('femi', 'gbenga', [s2]);
    expect(await acceptRequest(deps, 'chidi', third, s2)).toMatchObject({ ok: true, tableName: 'Table 1' });
    expect(await acceptRequest(deps, 'bola', fourth, s2)).toMatchObject({ ok: true, tableName: 'Table 2' });
    expect(await acceptRequest(deps, 'gbenga', fifth, s2)).toEqual({ ok: false, problem: 'taken', remaining: [] });
  });

  it('mails a decline with its reason, and a cancellation to the other person', async () => {
    const id = await request('ada', 'bola');
    expect(await declineRequest(deps, 'bola', id, 'x'.repeat(401))).toEqual({ ok: false, problem: 'reason-too-long' });
    expect(await declineRequest(deps, 'bola', id, 'We only buy music this year.')).toEqual({ ok: true });
    expect(await declineRequest(deps, 'bola', id)).toEqual({ ok: false, problem: 'gone' });
    const [declined] = await mails('market-meeting-declined');
    expect(declined.recipient).toBe('ada@example.com');
    expect(declined.text).toContain('We only buy music this year.');

    const again = await request('ada', 'bola', [s3]);
    const { meetingId } = (await acceptRequest(deps, 'bola', again, s3)) as { meetingId: string };
    expect(await cancelMeeting(deps, 'chidi', meetingId)).toEqual({ ok: false, problem: 'gone' });
    expect(await cancelMeeting(deps, 'bola', meetingId)).toEqual({ ok: true });
    expect(await cancelMeeting(deps, 'ada', meetingId)).toEqual({ ok: false, problem: 'gone' });
    expect(await t.db.kysely.selectFrom('market_person_slots').selectAll().execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('market_table_slots').selectAll().execute()).toEqual([]);
    const [cancelled] = await mails('market-meeting-cancelled');
    expect(cancelled.recipient).toBe('ada@example.com');
    expect(cancelled.subject).toBe('Person bola cancelled your meeting');
    expect((await meetingsOverview(t.db, 'ada', FIXTURE_NOW)).meetings).toEqual([]);
  });

  it('hides a blocked sender from the blocker, silently, and lets organisers read reports', async () => {
    const before = await request('ada', 'bola', [s1]);
    expect(await block(deps, 'bola', 'ada')).toEqual({ ok: true });
    const status = await t.db.kysely
      .selectFrom('market_requests')
      .select('status')
      .where('id', '=', before)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('declined');
    // A new request from ada looks accepted to her, and bola neither sees nor receives it.
    expect((await requestMeeting(deps, 'ada', { slug: 'bola' }, [s2], 'Please')).ok).toBe(true);
    expect((await meetingsOverview(t.db, 'bola', FIXTURE_NOW)).received).toEqual([]);
    expect((await meetingsOverview(t.db, 'ada', FIXTURE_NOW)).sent).toHaveLength(1);
    expect(await mails('market-meeting-request')).toHaveLength(1);
    expect(await mails('market-meeting-declined')).toEqual([]);

    expect(await report(deps, 'bola', 'ada', '  ')).toEqual({ ok: false, problem: 'reason-missing' });
    expect(await report(deps, 'bola', 'ada', 'Insistent messages')).toEqual({ ok: true });
    expect(await openReports(t.db)).toMatchObject([
      {
        reason: 'Insistent messages',
        reporter: 'Person bola (bola@example.com)',
        reported: 'Person ada (ada@example.com)',
      },
    ]);
  });

  it('keeps availability to real slots without a meeting, and records a no-show after the start', async () => {
    expect(await markUnavailable(t.db, 'ada', [s1 + 1])).toEqual({ ok: false, problem: 'not-a-slot' });
    const id = await request('ada', 'bola', [s1]);
    const { meetingId } = (await acceptRequest(deps, 'bola', id, s1)) as { meetingId: string };
    expect(await markUnavailable(t.db, 'ada', [s1])).toEqual({ ok: false, problem: 'in-a-meeting' });
    expect(await markUnavailable(t.db, 'ada', [s2, s3])).toEqual({ ok: true });
    expect(await markAvailable(t.db, 'ada', [s3])).toEqual({ ok: true });
    const away = await t.db.kysely.selectFrom('market_unavailable').select('slot_start').execute();
    expect(away.map((row) => Number(row.slot_start))).toEqual([s2]);

    expect(await markNoShow(deps, 'bola', meetingId)).toEqual({ ok: false, problem: 'not-started' });
    expect(await markNoShow({ ...deps, now: s1 + 60_000 }, 'bola', meetingId)).toEqual({ ok: true });
    const meeting = await t.db.kysely.selectFrom('market_meetings').selectAll().executeTakeFirstOrThrow();
    expect([Number(meeting.a_no_show), Number(meeting.b_no_show)]).toEqual([1, 0]);
  });
});

describe('calendar tokens', () => {
  it('name their kind and id, and refuse a changed byte', () => {
    const token = calendarToken(secret, { kind: 'feed', id: 'ada' });
    expect(readCalendarToken(secret, token)).toEqual({ kind: 'feed', id: 'ada' });
    const forged = `${Buffer.from('feed:bola').toString('base64url')}.${token.split('.')[1]}`;
    expect(readCalendarToken(secret, forged)).toBeNull();
    expect(readCalendarToken(secret, 'garbage')).toBeNull();
  });
});
