import 'server-only';
import { randomInt, randomUUID } from 'node:crypto';
import type { Compilable } from 'kysely';
import { isLocale, defaultLocale, type Locale } from '@/content/locales';
import { insertRow, isUniqueViolation, type Db, type Queryable } from '@/lib/db';
import { outboxInsert, type OutgoingMail } from '@/lib/email/outbox-rows';
import {
  meetingAcceptedMail,
  meetingCancelledMail,
  meetingDeclinedMail,
  meetingRequestMail,
} from '@/lib/email/templates';
import { site } from '@/lib/edition';
import { isSlot, lagosInstant, meetingSettings, slotStarts, type MeetingSettings } from './slots';
import { meetingCalendarUrl, marketPageUrl } from './meetings-feed';

/**
 * One-to-one meetings between participants: requests, acceptances, declines, cancellations,
 * blocks, reports and no-shows. The clash rule lives in the database (the slot rows' primary
 * keys, migration 0016): this module checks what it can first, for a useful answer, and lets the
 * keys decide the races. Every change and the mails it sends are one db.atomic(), so a mail is
 * queued only with the change it reports.
 */

const MAX_SLOTS_PER_REQUEST = 3;
export const MAX_MESSAGE_LENGTH = 400;
export const MAX_REASON_LENGTH = 400;

export interface MeetingDeps {
  db: Db;
  /** Signs the calendar links in the mails (meetings-feed.ts). */
  linkSecret: string;
  /** The site's clock (lib/phase siteClock). */
  now: number;
}

type Fail<P extends string> = { ok: false; problem: P };

// ---------------------------------------------------------------------------------------------
// People

/** What the pages and mails name a participant by, and how to reach them. */
export interface PersonCard {
  id: string;
  email: string;
  locale: Locale;
  name: string;
  organisation: string;
  /** The profile's slug when it is published, for a link to it. */
  slug: string | null;
  shareEmail: boolean;
  phone: string;
}

/** What a participant with no profile and no registered name is called (never their address). */
const UNNAMED = 'ACM participant';

/** Participants by id: their profile's name, else the name they registered with. */
export async function peopleCards(db: Queryable, ids: readonly string[]): Promise<Map<string, PersonCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('market_people as p')
    .leftJoin('market_profiles as f', 'f.person_id', 'p.id')
    .leftJoin('attendees as a', 'a.ticket_id', 'p.source_id')
    .leftJoin('market_users as u', 'u.email', 'p.email')
    .select([
      'p.id',
      'p.email',
      'p.locale',
      'f.display_name',
      'f.organisation',
      'f.slug',
      'f.status',
      'f.share_email',
      'f.phone',
      'a.first_name',
      'a.last_name',
      'u.name as registered_name',
    ])
    .where('p.id', 'in', unique)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        email: row.email,
        locale: isLocale(row.locale) ? row.locale : defaultLocale,
        // Never the address, nor a part of it: another participant reads this name.
        name:
          row.display_name ||
          [row.first_name, row.last_name].filter(Boolean).join(' ') ||
          row.registered_name?.trim() ||
          UNNAMED,
        organisation: row.organisation ?? '',
        slug: row.status === 'published' ? row.slug : null,
        shareEmail: Number(row.share_email ?? 0) === 1,
        phone: row.phone ?? '',
      },
    ]),
  );
}

/** The person whose profile is published under `slug`, or null. */
export async function publishedPersonBySlug(db: Queryable, slug: string): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('market_profiles')
    .select('person_id')
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row?.person_id ?? null;
}

async function hasPublishedProfile(db: Queryable, personId: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('market_profiles')
    .select('person_id')
    .where('person_id', '=', personId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return Boolean(row);
}

async function isBlocked(db: Queryable, blockerId: string, blockedId: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('market_blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return Boolean(row);
}

// ---------------------------------------------------------------------------------------------
// Slots

/** The slots, of `slots`, in which any of `people` has a meeting or said they are away. */
async function busySlots(db: Queryable, people: readonly string[], slots?: readonly number[]): Promise<Set<number>> {
  if (slots && slots.length === 0) return new Set();
  let meetings = db.kysely.selectFrom('market_person_slots').select('slot_start').where('person_id', 'in', people);
  let away = db.kysely.selectFrom('market_unavailable').select('slot_start').where('person_id', 'in', people);
  if (slots) {
    meetings = meetings.where('slot_start', 'in', slots);
    away = away.where('slot_start', 'in', slots);
  }
  const rows = [...(await meetings.execute()), ...(await away.execute())];
  return new Set(rows.map((row) => Number(row.slot_start)));
}

/** The future slots in which both people are free: the request page's grid. */
export async function freeSlotsForBoth(
  db: Queryable,
  settings: MeetingSettings,
  people: readonly [string, string],
  now: number,
): Promise<number[]> {
  const busy = await busySlots(db, people);
  return slotStarts(settings).filter((start) => start > now && !busy.has(start));
}

export type SlotState = 'free' | 'unavailable' | 'meeting';

/** Every slot with what the person has in it: their availability page. */
export async function personSlots(
  db: Queryable,
  settings: MeetingSettings,
  personId: string,
): Promise<{ start: number; state: SlotState }[]> {
  const [meetings, away] = await Promise.all([
    db.kysely.selectFrom('market_person_slots').select('slot_start').where('person_id', '=', personId).execute(),
    db.kysely.selectFrom('market_unavailable').select('slot_start').where('person_id', '=', personId).execute(),
  ]);
  const inMeeting = new Set(meetings.map((row) => Number(row.slot_start)));
  const isAway = new Set(away.map((row) => Number(row.slot_start)));
  return slotStarts(settings).map((start) => ({
    start,
    state: inMeeting.has(start) ? 'meeting' : isAway.has(start) ? 'unavailable' : 'free',
  }));
}

export type AvailabilityProblem = 'not-set-up' | 'not-a-slot' | 'in-a-meeting';

/** The person is away in these slots: nobody can propose them. A slot with a meeting is left alone (cancel the meeting first). */
export async function markUnavailable(
  db: Db,
  personId: string,
  slots: readonly number[],
): Promise<{ ok: true } | Fail<AvailabilityProblem>> {
  const settings = await meetingSettings(db);
  if (!settings) return { ok: false, problem: 'not-set-up' };
  const valid = new Set(slotStarts(settings));
  if (slots.length === 0 || slots.some((slot) => !valid.has(slot))) return { ok: false, problem: 'not-a-slot' };
  const booked = await db.kysely
    .selectFrom('market_person_slots')
    .select('slot_start')
    .where('person_id', '=', personId)
    .where('slot_start', 'in', slots)
    .executeTakeFirst();
  if (booked) return { ok: false, problem: 'in-a-meeting' };
  await db.atomic(
    slots.map((slot) =>
      db.kysely
        .insertInto('market_unavailable')
        .values({ person_id: personId, slot_start: slot })
        .onConflict((conflict) => conflict.columns(['person_id', 'slot_start']).doNothing()),
    ),
  );
  return { ok: true };
}

/** The person is free again in these slots. */
export async function markAvailable(
  db: Db,
  personId: string,
  slots: readonly number[],
): Promise<{ ok: true } | Fail<AvailabilityProblem>> {
  const settings = await meetingSettings(db);
  if (!settings) return { ok: false, problem: 'not-set-up' };
  const valid = new Set(slotStarts(settings));
  if (slots.length === 0 || slots.some((slot) => !valid.has(slot))) return { ok: false, problem: 'not-a-slot' };
  await db.kysely
    .deleteFrom('market_unavailable')
    .where('person_id', '=', personId)
    .where('slot_start', 'in', slots)
    .execute();
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------
// Requests

export type RequestProblem =
  | 'not-set-up'
  /** The sender has no published profile: the recipient would not know who asks. */
  | 'no-profile'
  /** No such person, no published profile, yourself, or (told the same way) a block. */
  | 'unavailable'
  | 'slot-count'
  | 'not-a-slot'
  | 'slot-busy'
  | 'message-too-long'
  | 'already-asked'
  | 'too-many-open'
  | 'recipient-full';

/** The Lagos day of an instant, 'YYYY-MM-DD'. */
function lagosDay(at: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone }).format(at);
}

/** The start of the Lagos day of an instant, in epoch ms. */
function lagosDayStart(at: number): number {
  return lagosInstant(lagosDay(at), 0);
}

/** Whether two people have met: a meeting between them that is (or was) booked. */
async function haveMet(db: Queryable, one: string, other: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('market_meetings')
    .select('id')
    .where('status', '=', 'booked')
    .where((eb) =>
      eb.or([
        eb.and([eb('a_id', '=', one), eb('b_id', '=', other)]),
        eb.and([eb('a_id', '=', other), eb('b_id', '=', one)]),
      ]),
    )
    .executeTakeFirst();
  return Boolean(row);
}

/** The requests `recipientId` received since `since` from people they have not met (and have not blocked). */
async function newSendersCount(db: Queryable, recipientId: string, since: number): Promise<number> {
  const rows = await db.kysely
    .selectFrom('market_requests as r')
    .select('r.from_id')
    .where('r.to_id', '=', recipientId)
    .where('r.created_at', '>=', since)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('market_blocks as b')
            .select('b.blocker_id')
            .whereRef('b.blocked_id', '=', 'r.from_id')
            .where('b.blocker_id', '=', recipientId),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('market_meetings as m')
            .select('m.id')
            .where('m.status', '=', 'booked')
            .where((inner) =>
              inner.or([
                inner.and([inner('m.a_id', '=', recipientId), inner('m.b_id', '=', inner.ref('r.from_id'))]),
                inner.and([inner('m.b_id', '=', recipientId), inner('m.a_id', '=', inner.ref('r.from_id'))]),
              ]),
            ),
        ),
      ),
    )
    .execute();
  return rows.length;
}

/** The requests `senderId` has sent that still wait for an answer. */
async function openRequestsCount(db: Queryable, senderId: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('market_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('from_id', '=', senderId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * `fromId` asks `to` (a profile's slug, or a person's id) for a meeting in one of 1 to 3 slots.
 * A request from someone the recipient blocked is stored like any other, so the sender sees
 * nothing different, but the recipient is neither mailed nor shown it.
 */
export async function requestMeeting(
  deps: MeetingDeps,
  fromId: string,
  to: { slug: string } | { id: string },
  slots: readonly number[],
  message: string,
): Promise<{ ok: true; id: string } | Fail<RequestProblem>> {
  const { db, now } = deps;
  const settings = await meetingSettings(db);
  if (!settings) return { ok: false, problem: 'not-set-up' };
  const toId = 'slug' in to ? await publishedPersonBySlug(db, to.slug) : to.id;
  if (!toId || toId === fromId || !(await hasPublishedProfile(db, toId))) return { ok: false, problem: 'unavailable' };
  if (!(await hasPublishedProfile(db, fromId))) return { ok: false, problem: 'no-profile' };
  const text = message.trim();
  if (text.length > MAX_MESSAGE_LENGTH) return { ok: false, problem: 'message-too-long' };
  const chosen = [...new Set(slots)].sort((x, y) => x - y);
  if (chosen.length < 1 || chosen.length > MAX_SLOTS_PER_REQUEST) return { ok: false, problem: 'slot-count' };
  const valid = new Set(slotStarts(settings));
  if (chosen.some((slot) => !valid.has(slot) || slot <= now)) return { ok: false, problem: 'not-a-slot' };
  const busy = await busySlots(db, [fromId, toId], chosen);
  if (busy.size > 0) return { ok: false, problem: 'slot-busy' };
  const pending = await db.kysely
    .selectFrom('market_requests')
    .select('id')
    .where('from_id', '=', fromId)
    .where('to_id', '=', toId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (pending) return { ok: false, problem: 'already-asked' };
  if ((await openRequestsCount(db, fromId)) >= settings.maxOpenRequests) return { ok: false, problem: 'too-many-open' };
  const blocked = await isBlocked(db, toId, fromId);
  if (
    !blocked &&
    !(await haveMet(db, fromId, toId)) &&
    (await newSendersCount(db, toId, lagosDayStart(now))) >= settings.maxNewSendersPerDay
  )
    return { ok: false, problem: 'recipient-full' };

  const id = randomUUID();
  const statements: Compilable[] = [
    db.kysely
      .insertInto('market_requests')
      .values({ id, from_id: fromId, to_id: toId, message: text, status: 'open', created_at: now }),
    ...chosen.map((slot) => db.kysely.insertInto('market_request_slots').values({ request_id: id, slot_start: slot })),
  ];
  if (!blocked) {
    const cards = await peopleCards(db, [fromId, toId]);
    const [sender, recipient] = [cards.get(fromId)!, cards.get(toId)!];
    statements.push(
      outboxInsert(
        db,
        meetingRequestMail({
          locale: recipient.locale,
          emailAddress: recipient.email,
          name: recipient.name,
          senderName: sender.name,
          senderOrganisation: sender.organisation,
          message: text,
          slots: chosen,
          url: marketPageUrl(recipient.locale, '/market/me'),
        }),
        now,
      ).query,
    );
  }
  await db.atomic(statements);
  return { ok: true, id };
}

interface RequestRow {
  id: string;
  from_id: string;
  to_id: string;
  status: string;
}

async function findRequest(db: Queryable, id: string): Promise<RequestRow | undefined> {
  return db.kysely
    .selectFrom('market_requests')
    .select(['id', 'from_id', 'to_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

async function requestSlots(db: Queryable, id: string): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('market_request_slots')
    .select('slot_start')
    .where('request_id', '=', id)
    .orderBy('slot_start')
    .execute();
  return rows.map((row) => Number(row.slot_start));
}

export type AcceptProblem = 'gone' | 'not-proposed' | 'past' | 'taken';

/** Which constraint refused an acceptance's insert, by its name in either database's message. */
function refusedBy(error: unknown): 'table' | 'person' | 'request' | null {
  if (!isUniqueViolation(error)) return null;
  const text = error instanceof Error ? error.message : String(error);
  if (text.includes('market_table_slots')) return 'table';
  if (text.includes('market_person_slots')) return 'person';
  if (text.includes('market_meetings')) return 'request';
  return null;
}

/**
 * The recipient accepts one of the proposed slots. One transaction writes the meeting, the first
 * free table's slot row (by position) and both people's slot rows, and closes the request. When a
 * concurrent acceptance took that table, the next is tried; when no table is left, or either
 * person was booked meanwhile, nothing is written and the answer is "taken" with the request's
 * other slots that are still free.
 */
export async function acceptRequest(
  deps: MeetingDeps,
  recipientId: string,
  requestId: string,
  slot: number,
): Promise<
  | { ok: true; meetingId: string; tableName: string }
  | Fail<Exclude<AcceptProblem, 'taken'>>
  | { ok: false; problem: 'taken'; remaining: number[] }
> {
  const { db, now } = deps;
  const request = await findRequest(db, requestId);
  if (!request || request.to_id !== recipientId || request.status !== 'open') return { ok: false, problem: 'gone' };
  const proposed = await requestSlots(db, requestId);
  if (!proposed.includes(slot)) return { ok: false, problem: 'not-proposed' };
  if (slot <= now) return { ok: false, problem: 'past' };
  // A time the organisers' grid no longer has (they changed the hours or days since the request):
  // a meeting there could overlap another at the same table.
  const settings = await meetingSettings(db);
  if (!settings || !isSlot(settings, slot)) return { ok: false, problem: 'not-proposed' };
  const people = [request.from_id, request.to_id];
  const taken = async () => {
    const busy = await busySlots(db, people, proposed);
    return {
      ok: false as const,
      problem: 'taken' as const,
      remaining: proposed.filter((start) => start !== slot && start > now && !busy.has(start)),
    };
  };
  const cards = await peopleCards(db, people);
  const [asker, accepter] = [cards.get(request.from_id)!, cards.get(request.to_id)!];

  const tried = new Set<string>();
  for (;;) {
    if ((await busySlots(db, people, [slot])).size > 0) return taken();
    const tables = await db.kysely
      .selectFrom('market_tables')
      .select(['id', 'name'])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('market_table_slots as s')
              .select('s.table_id')
              .whereRef('s.table_id', '=', 'market_tables.id')
              .where('s.slot_start', '=', slot),
          ),
        ),
      )
      .orderBy('position')
      .orderBy('id')
      .execute();
    const untried = tables.filter((candidate) => !tried.has(candidate.id));
    if (untried.length === 0) return taken();
    // The first free table by position; after losing one to a concurrent acceptance, any free one,
    // so acceptances racing for a busy slot spread over the tables instead of all queueing on the
    // next (with n racing, n² attempts).
    const table = tried.size === 0 ? untried[0] : untried[randomInt(untried.length)];
    tried.add(table.id);
    const meetingId = randomUUID();
    const meetingExists = db.kysely.selectFrom('market_meetings').select('id').where('id', '=', meetingId);
    const requestOpen = db.kysely
      .selectFrom('market_requests')
      .select('id')
      .where('id', '=', requestId)
      .where('status', '=', 'open');
    const meeting = { id: meetingId, slot, tableName: table.name };
    const statements: Compilable[] = [
      insertRow(
        db,
        'market_meetings',
        {
          id: meetingId,
          request_id: requestId,
          a_id: request.from_id,
          b_id: request.to_id,
          slot_start: slot,
          table_id: table.id,
          status: 'booked',
          created_at: now,
        },
        requestOpen,
      ),
      insertRow(
        db,
        'market_table_slots',
        { table_id: table.id, slot_start: slot, meeting_id: meetingId },
        meetingExists,
      ),
      // Both people's rows in one order (by id) in every acceptance, so two acceptances that share
      // the two people never each hold one row and wait for the other's (a deadlock).
      ...[...people]
        .sort()
        .map((person) =>
          insertRow(
            db,
            'market_person_slots',
            { person_id: person, slot_start: slot, meeting_id: meetingId },
            meetingExists,
          ),
        ),
      db.kysely
        .updateTable('market_requests')
        .set({ status: 'accepted', decided_at: now })
        .where('id', '=', requestId)
        .where('status', '=', 'open')
        .returning('id'),
      ...[
        [asker, accepter],
        [accepter, asker],
      ].map(
        ([person, other]) =>
          outboxInsert(db, acceptedMail(deps, person, other, meeting), now, { when: meetingExists }).query,
      ),
    ];
    try {
      const rows = await db.atomic(statements);
      // The request was cancelled or answered meanwhile: nothing was written.
      if ((rows[4] ?? []).length === 0) return { ok: false, problem: 'gone' };
      return { ok: true, meetingId, tableName: table.name };
    } catch (error) {
      const by = refusedBy(error);
      if (by === 'table') continue;
      if (by === 'person') return taken();
      if (by === 'request') return { ok: false, problem: 'gone' };
      throw error;
    }
  }
}

function acceptedMail(
  deps: MeetingDeps,
  person: PersonCard,
  other: PersonCard,
  meeting: { id: string; slot: number; tableName: string },
): OutgoingMail {
  return meetingAcceptedMail({
    locale: person.locale,
    emailAddress: person.email,
    name: person.name,
    otherName: other.name,
    otherOrganisation: other.organisation,
    slot: meeting.slot,
    tableName: meeting.tableName,
    calendarUrl: meetingCalendarUrl(deps.linkSecret, { kind: 'meeting', id: `${meeting.id}:${person.id}` }),
    url: marketPageUrl(person.locale, '/market/me/meetings'),
  });
}

/** The recipient says no, with an optional reason that is mailed to the sender. */
export async function declineRequest(
  deps: MeetingDeps,
  recipientId: string,
  requestId: string,
  reason = '',
): Promise<{ ok: true } | Fail<'gone' | 'reason-too-long'>> {
  const { db, now } = deps;
  const text = reason.trim();
  if (text.length > MAX_REASON_LENGTH) return { ok: false, problem: 'reason-too-long' };
  const request = await findRequest(db, requestId);
  if (!request || request.to_id !== recipientId || request.status !== 'open') return { ok: false, problem: 'gone' };
  const cards = await peopleCards(db, [request.from_id, request.to_id]);
  const [sender, recipient] = [cards.get(request.from_id)!, cards.get(request.to_id)!];
  const declined = db.kysely
    .selectFrom('market_requests')
    .select('id')
    .where('id', '=', requestId)
    .where('status', '=', 'declined')
    .where('decided_at', '=', now);
  const [updated] = await db.atomic([
    db.kysely
      .updateTable('market_requests')
      .set({ status: 'declined', reason: text || null, decided_at: now })
      .where('id', '=', requestId)
      .where('status', '=', 'open')
      .returning('id'),
    outboxInsert(
      db,
      meetingDeclinedMail({
        locale: sender.locale,
        emailAddress: sender.email,
        name: sender.name,
        otherName: recipient.name,
        reason: text,
      }),
      now,
      { when: declined },
    ).query,
  ]);
  return updated.length > 0 ? { ok: true } : { ok: false, problem: 'gone' };
}

/** The sender withdraws a request that is still open. */
export async function cancelRequest(
  deps: MeetingDeps,
  senderId: string,
  requestId: string,
): Promise<{ ok: true } | Fail<'gone'>> {
  const { db, now } = deps;
  const rows = await db.kysely
    .updateTable('market_requests')
    .set({ status: 'cancelled', decided_at: now })
    .where('id', '=', requestId)
    .where('from_id', '=', senderId)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  return rows.length > 0 ? { ok: true } : { ok: false, problem: 'gone' };
}

async function findMeeting(db: Queryable, id: string) {
  return db.kysely
    .selectFrom('market_meetings as m')
    .innerJoin('market_tables as t', 't.id', 'm.table_id')
    .select(['m.id', 'm.a_id', 'm.b_id', 'm.slot_start', 'm.status', 't.name as table_name'])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/**
 * Either person cancels a booked meeting: its slot rows go (the table and both people are free
 * again in that slot), the meeting stays as cancelled, and the other person is mailed.
 */
export async function cancelMeeting(
  deps: MeetingDeps,
  personId: string,
  meetingId: string,
): Promise<{ ok: true } | Fail<'gone'>> {
  const { db, now } = deps;
  const meeting = await findMeeting(db, meetingId);
  if (!meeting || meeting.status !== 'booked' || (meeting.a_id !== personId && meeting.b_id !== personId))
    return { ok: false, problem: 'gone' };
  // Once it has begun a meeting is history (held, or a no-show the counts keep), not cancellable.
  if (Number(meeting.slot_start) <= now) return { ok: false, problem: 'gone' };
  const otherId = meeting.a_id === personId ? meeting.b_id : meeting.a_id;
  const cards = await peopleCards(db, [personId, otherId]);
  const [person, other] = [cards.get(personId)!, cards.get(otherId)!];
  const cancelledNow = db.kysely
    .selectFrom('market_meetings')
    .select('id')
    .where('id', '=', meetingId)
    .where('status', '=', 'cancelled')
    .where('cancelled_at', '=', now)
    .where('cancelled_by', '=', personId);
  const [updated] = await db.atomic([
    db.kysely
      .updateTable('market_meetings')
      .set({ status: 'cancelled', cancelled_by: personId, cancelled_at: now })
      .where('id', '=', meetingId)
      .where('status', '=', 'booked')
      .where('slot_start', '>', now)
      .returning('id'),
    db.kysely.deleteFrom('market_table_slots').where('meeting_id', '=', meetingId),
    db.kysely.deleteFrom('market_person_slots').where('meeting_id', '=', meetingId),
    outboxInsert(
      db,
      meetingCancelledMail({
        locale: other.locale,
        emailAddress: other.email,
        name: other.name,
        otherName: person.name,
        slot: Number(meeting.slot_start),
        tableName: meeting.table_name,
      }),
      now,
      { when: cancelledNow },
    ).query,
  ]);
  return updated.length > 0 ? { ok: true } : { ok: false, problem: 'gone' };
}

/**
 * `blockerId` no longer hears from `blockedId`: their open requests to the blocker are declined
 * without a mail, and later ones are never shown or mailed to the blocker.
 */
export async function block(
  deps: MeetingDeps,
  blockerId: string,
  blockedId: string,
): Promise<{ ok: true } | Fail<'self'>> {
  const { db, now } = deps;
  if (blockerId === blockedId) return { ok: false, problem: 'self' };
  await db.atomic([
    db.kysely
      .insertInto('market_blocks')
      .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
      .onConflict((conflict) => conflict.columns(['blocker_id', 'blocked_id']).doNothing()),
    db.kysely
      .updateTable('market_requests')
      .set({ status: 'declined', decided_at: now })
      .where('from_id', '=', blockedId)
      .where('to_id', '=', blockerId)
      .where('status', '=', 'open'),
  ]);
  return { ok: true };
}

/** A participant tells the organisers about another one (/admin/market/meetings lists them: organiser.ts openReports). */
export async function report(
  deps: MeetingDeps,
  reporterId: string,
  reportedId: string,
  reason: string,
): Promise<{ ok: true } | Fail<'self' | 'reason-missing' | 'reason-too-long'>> {
  const text = reason.trim();
  if (reporterId === reportedId) return { ok: false, problem: 'self' };
  if (!text) return { ok: false, problem: 'reason-missing' };
  if (text.length > MAX_REASON_LENGTH) return { ok: false, problem: 'reason-too-long' };
  await deps.db.kysely
    .insertInto('market_reports')
    .values({ id: randomUUID(), reporter_id: reporterId, reported_id: reportedId, reason: text, created_at: deps.now })
    .execute();
  return { ok: true };
}

/** After the slot's start, either person says the OTHER one did not come. */
export async function markNoShow(
  deps: MeetingDeps,
  personId: string,
  meetingId: string,
): Promise<{ ok: true } | Fail<'gone' | 'not-started'>> {
  const { db, now } = deps;
  const meeting = await findMeeting(db, meetingId);
  if (!meeting || meeting.status !== 'booked' || (meeting.a_id !== personId && meeting.b_id !== personId))
    return { ok: false, problem: 'gone' };
  if (now < Number(meeting.slot_start)) return { ok: false, problem: 'not-started' };
  await db.kysely
    .updateTable('market_meetings')
    .set(meeting.a_id === personId ? { b_no_show: 1 } : { a_no_show: 1 })
    .where('id', '=', meetingId)
    .execute();
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------
// What a participant sees

interface ReceivedRequest {
  id: string;
  from: PersonCard;
  message: string;
  createdAt: number;
  /** The proposed slots, each with whether both are still free in it (and it is to come). */
  slots: { start: number; free: boolean }[];
}

interface SentRequest {
  id: string;
  to: PersonCard;
  message: string;
  createdAt: number;
  slots: number[];
}

interface MeetingView {
  id: string;
  slot: number;
  tableName: string;
  other: PersonCard;
  /** Whether this person asked for it. */
  asked: boolean;
  /** Whether this person said the other did not come. */
  reportedNoShow: boolean;
}

export interface MeetingsOverview {
  received: ReceivedRequest[];
  sent: SentRequest[];
  meetings: MeetingView[];
}

/** A participant's requests (received, sent: open ones) and booked meetings, in time order. */
export async function meetingsOverview(db: Queryable, personId: string, now: number): Promise<MeetingsOverview> {
  const requests = await db.kysely
    .selectFrom('market_requests as r')
    .select(['r.id', 'r.from_id', 'r.to_id', 'r.message', 'r.created_at'])
    .where('r.status', '=', 'open')
    .where((eb) =>
      eb.or([
        eb('r.from_id', '=', personId),
        eb.and([
          eb('r.to_id', '=', personId),
          eb.not(
            eb.exists(
              eb
                .selectFrom('market_blocks as b')
                .select('b.blocker_id')
                .where('b.blocker_id', '=', personId)
                .whereRef('b.blocked_id', '=', 'r.from_id'),
            ),
          ),
        ]),
      ]),
    )
    .orderBy('r.created_at')
    .execute();
  const meetings = await db.kysely
    .selectFrom('market_meetings as m')
    .innerJoin('market_tables as t', 't.id', 'm.table_id')
    .select(['m.id', 'm.a_id', 'm.b_id', 'm.slot_start', 'm.a_no_show', 'm.b_no_show', 't.name as table_name'])
    .where('m.status', '=', 'booked')
    .where((eb) => eb.or([eb('m.a_id', '=', personId), eb('m.b_id', '=', personId)]))
    .orderBy('m.slot_start')
    .execute();
  const slotRows =
    requests.length === 0
      ? []
      : await db.kysely
          .selectFrom('market_request_slots')
          .select(['request_id', 'slot_start'])
          .where(
            'request_id',
            'in',
            requests.map((request) => request.id),
          )
          .orderBy('slot_start')
          .execute();
  const slotsOf = (id: string) => slotRows.filter((row) => row.request_id === id).map((row) => Number(row.slot_start));
  const cards = await peopleCards(db, [
    ...requests.flatMap((request) => [request.from_id, request.to_id]),
    ...meetings.flatMap((meeting) => [meeting.a_id, meeting.b_id]),
  ]);
  const received: ReceivedRequest[] = [];
  for (const request of requests.filter((row) => row.to_id === personId)) {
    const proposed = slotsOf(request.id);
    const busy = await busySlots(db, [request.from_id, personId], proposed);
    received.push({
      id: request.id,
      from: cards.get(request.from_id)!,
      message: request.message,
      createdAt: Number(request.created_at),
      slots: proposed.map((start) => ({ start, free: start > now && !busy.has(start) })),
    });
  }
  return {
    received,
    sent: requests
      .filter((row) => row.from_id === personId)
      .map((request) => ({
        id: request.id,
        to: cards.get(request.to_id)!,
        message: request.message,
        createdAt: Number(request.created_at),
        slots: slotsOf(request.id),
      })),
    meetings: meetings.map((meeting) => {
      const asked = meeting.a_id === personId;
      return {
        id: meeting.id,
        slot: Number(meeting.slot_start),
        tableName: meeting.table_name,
        other: cards.get(asked ? meeting.b_id : meeting.a_id)!,
        asked,
        reportedNoShow: Number(asked ? meeting.b_no_show : meeting.a_no_show) === 1,
      };
    }),
  };
}

/** The booked meetings of a person for their calendar feed, or one meeting (booked or cancelled). */
export async function calendarMeetings(
  db: Queryable,
  personId: string,
  meetingId?: string,
): Promise<{ id: string; slot: number; tableName: string; other: PersonCard; cancelled: boolean }[]> {
  let query = db.kysely
    .selectFrom('market_meetings as m')
    .innerJoin('market_tables as t', 't.id', 'm.table_id')
    .select(['m.id', 'm.a_id', 'm.b_id', 'm.slot_start', 'm.status', 't.name as table_name'])
    .where((eb) => eb.or([eb('m.a_id', '=', personId), eb('m.b_id', '=', personId)]))
    .orderBy('m.slot_start');
  query = meetingId ? query.where('m.id', '=', meetingId) : query.where('m.status', '=', 'booked');
  const rows = await query.execute();
  const cards = await peopleCards(
    db,
    rows.map((row) => (row.a_id === personId ? row.b_id : row.a_id)),
  );
  return rows.map((row) => ({
    id: row.id,
    slot: Number(row.slot_start),
    tableName: row.table_name,
    other: cards.get(row.a_id === personId ? row.b_id : row.a_id)!,
    cancelled: row.status !== 'booked',
  }));
}
