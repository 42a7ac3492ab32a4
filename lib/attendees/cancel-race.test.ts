/** @jest-environment node */
import { sql } from 'kysely';
import { erasePerson } from '@/lib/admin/erase';
import { openDatabase, type Db } from '@/lib/db';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { createTicketId, signTicket, ticketKeyFromSeed } from '@/lib/tickets';
import { testLinkSecret, testTicketSeed } from '@/lib/tickets/fixtures';
import { findRevocation } from '@/lib/tickets/revocations';
import { sampleLetterRequest } from '@/lib/letters/fixtures';
import { submitRequest } from '@/lib/letters/requests';
import { approveRequest } from '@/lib/letters/review';
import { letterRequester, submitHolderRequest } from '@/lib/letters/ticket-holder';
import { correctAttendee } from './correct';
import { cancelRegistration } from './lifecycle';
import { claimSeat, passSeatsOn, type SeatDeps } from './seats';
import { cancelByLink } from './self-cancel';
import { findAttendee, recordAttendee } from './store';
import { attendeeToken } from './tokens';
import { ticketLetters } from '@/lib/letters/ticket-letters';

/**
 * The invariant an outside probe broke (an organiser's cancel read the row before a claim
 * committed, then cancelled the claimed ticket without revoking it): whatever organisers,
 * attendees and erasures do to the same people at the same moment, every ticket ever issued is
 * either the live ticket of a registered attendee or revoked, no cancelled attendee holds an
 * unrevoked ticket, no live ticket is revoked, no visa letter stands for a ticket that is not
 * live, and seat_count follows the rows. On PostgreSQL
 * the organiser and the attendee act through two handles, as two instances would (each its own
 * group commit and connections); SQLite serves one process through one connection.
 */

const ticketKey = ticketKeyFromSeed(testTicketSeed);
const ORGANISER = 'org@example.com';
/** How long each dialect keeps racing: long enough for dozens of rounds, short enough for the suite. */
const RACING_MS = 2_000;
const PEOPLE_PER_ROUND = 6;

/** A small seeded generator, so a failing round's mix of actions and delays can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `action` after a delay of 0 to 2 ms, so every order of reads and commits comes up. */
async function afterJitter(random: () => number, action: () => Promise<unknown>): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 3)));
  await action();
}

/** Where seat_count and the rows it counts disagree, or null. */
async function seatCountDrift(db: Db): Promise<string | null> {
  const { rows } = await sql<{ held: number; waiting: number; rows_held: number; rows_waiting: number }>`
    select held, waiting,
      (select count(*) from attendees where status in ('registered', 'offered')) as rows_held,
      (select count(*) from attendees where status = 'waitlisted') as rows_waiting
    from seat_count where id = 1`.execute(db.kysely);
  const [row] = rows.map((each) =>
    Object.fromEntries(Object.entries(each).map(([name, value]) => [name, Number(value)])),
  );
  return row.held === row.rows_held && row.waiting === row.rows_waiting
    ? null
    : `seat_count ${row.held}/${row.waiting}, rows ${row.rows_held}/${row.rows_waiting}`;
}

/** What is wrong with the tickets after a round: `issued` holds every ticket id a claim or a correction answered. */
async function brokenInvariants(db: Db, issued: Set<string>): Promise<string[]> {
  const problems: string[] = [];
  const rows = await db.kysely.selectFrom('attendees').select(['ticket_id', 'status', 'ticket']).execute();
  const live = new Set(
    rows.filter((row) => row.status === 'registered' && row.ticket !== null).map((row) => row.ticket_id),
  );
  for (const row of rows) {
    const revoked = (await findRevocation(db, row.ticket_id)) !== null;
    if (row.status === 'cancelled' && row.ticket !== null && !revoked)
      problems.push(`${row.ticket_id}: cancelled, its ticket not revoked`);
    if (live.has(row.ticket_id) && revoked) problems.push(`${row.ticket_id}: registered, its ticket revoked`);
  }
  for (const id of issued) {
    if (!live.has(id) && !(await findRevocation(db, id))) problems.push(`${id}: issued, neither live nor revoked`);
  }
  // A letter or certificate of a person with no live ticket must read "Withdrawn".
  const standing = await db.kysely
    .selectFrom('issued_documents')
    .select(['number', 'ticket_id'])
    .where('withdrawn_at', 'is', null)
    .execute();
  for (const document of standing)
    if (!live.has(document.ticket_id ?? ''))
      problems.push(`${document.number}: stands for ${document.ticket_id}, which holds no live ticket`);
  // A visa request (passport data) goes with an erased person, leaves a cancelled registration
  // pending no more, and follows a corrected one to its new ticket.
  const requests = await db.kysely.selectFrom('letter_requests').select(['id', 'ticket_id', 'status']).execute();
  const held = new Set(rows.map((row) => row.ticket_id));
  for (const request of requests) {
    if (!held.has(request.ticket_id))
      problems.push(
        `request ${request.id}: under ${request.ticket_id}, which no registration holds (erased or replaced)`,
      );
    else if (request.status === 'pending' && !live.has(request.ticket_id))
      problems.push(`request ${request.id}: pending under ${request.ticket_id}, which holds no live ticket`);
  }
  const drift = await seatCountDrift(db);
  if (drift) problems.push(drift);
  return problems;
}

/**
 * Runs `round` again and again for `ms` (five times at least) and answers how many rounds broke
 * something new: a ticket left live stays so, and each round counts only what it broke.
 */
async function race(ms: number, round: (index: number, random: () => number) => Promise<string[]>) {
  const seen = new Set<string>();
  const failures: { round: number; problems: string[] }[] = [];
  let rounds = 0;
  const deadline = Date.now() + ms;
  while (Date.now() < deadline || rounds < 5) {
    rounds += 1;
    const problems = (await round(rounds, generator(rounds))).filter((problem) => !seen.has(problem));
    for (const problem of problems) seen.add(problem);
    if (problems.length > 0) failures.push({ round: rounds, problems });
  }
  return { rounds, failedRounds: failures.length, first: failures.slice(0, 3) };
}

/**
 * A visa letter request as the request link's page makes it (lib/handlers/letter-actions.ts): the holder
 * read first, the request stored after, each on `db`. Answers whether it was stored.
 */
async function askForLetter(db: Db, ticketId: string, now: number): Promise<boolean> {
  const holder = await letterRequester(
    async () => db,
    testLinkSecret,
    attendeeToken(testLinkSecret, { purpose: 'visa-request', ticketId }),
  );
  return holder.state === 'holder' && (await submitHolderRequest(db, holder, sampleLetterRequest, now)).stored;
}

describe.each(dialectsUnderTest())('cancels racing claims, self-cancels, corrections and erasures on %s', (dialect) => {
  let t: TestDatabase;
  let attendeeSide: Db;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
    attendeeSide = dialect === 'postgres' ? await openDatabase(t.url) : t.db;
  });
  afterEach(async () => {
    if (attendeeSide !== t.db) await attendeeSide.close();
    await t.dispose();
  });

  it('never leaves a cancelled or erased person with a ticket that still admits', async () => {
    const organiserSide = t.db;
    let clock = 1_757_000_000_000;
    const now = () => clock;
    // No capacity: every person waiting is offered a seat at once, so each round's people all hold an offer to claim.
    const seats = (db: Db): SeatDeps => ({
      db,
      seats: { capacity: null, offerHours: 48 },
      linkSecret: testLinkSecret,
      now,
    });
    const issued = new Set<string>();
    const outcome = await race(RACING_MS, async (round, random) => {
      clock += 1_000;
      const people = Array.from({ length: PEOPLE_PER_ROUND }, (_, index) => {
        const email = `r${round}-${index}@example.com`;
        return { email, ticketId: createTicketId(email, clock) };
      });
      for (const person of people) {
        await recordAttendee(
          organiserSide,
          { ...person, firstName: 'Ngozi', lastName: 'Adeyemi', ticket: null, status: 'waitlisted', payload: {} },
          [],
          clock,
        );
      }
      await passSeatsOn(seats(organiserSide));

      const actions: (() => Promise<unknown>)[] = [];
      for (const person of people) {
        const offer = await findAttendee(organiserSide, person.ticketId);
        if (offer?.status !== 'offered' || offer.offerExpiresAt === null)
          throw new Error(`${person.ticketId} was not offered a seat`);
        const claimToken = attendeeToken(testLinkSecret, {
          purpose: 'claim',
          ticketId: person.ticketId,
          expiresAt: offer.offerExpiresAt,
        });
        const cancelToken = attendeeToken(testLinkSecret, { purpose: 'cancel', ticketId: person.ticketId });
        const asks = random() < 0.5;
        actions.push(async () => {
          const claimed = await claimSeat({ ...seats(attendeeSide), ticketKey }, claimToken);
          if (claimed.ok) issued.add(claimed.ticket.ticketId);
          // The new holder asks for a visa letter from their ticket mail while the rest goes on.
          if (claimed.ok && asks)
            await afterJitter(random, () => askForLetter(attendeeSide, claimed.ticket.ticketId, clock));
        });
        if (random() < 0.8)
          actions.push(() =>
            cancelRegistration(
              {
                db: organiserSide,
                letters: ticketLetters,
                now,
                passSeatsOn: async () => void (await passSeatsOn(seats(organiserSide))),
              },
              person.ticketId,
              { actor: ORGANISER, reason: 'race' },
            ),
          );
        if (random() < 0.4)
          actions.push(() =>
            cancelByLink({ db: attendeeSide, letters: ticketLetters, linkSecret: testLinkSecret, now }, cancelToken),
          );
        if (random() < 0.3)
          actions.push(() =>
            erasePerson(random() < 0.5 ? organiserSide : attendeeSide, person.email, ORGANISER, clock),
          );
        if (random() < 0.4) {
          // A visa letter asked before the race, approved during it.
          const request = await submitRequest(organiserSide, person.ticketId, sampleLetterRequest, clock);
          actions.push(() =>
            approveRequest({ db: organiserSide, key: ticketKey, linkSecret: testLinkSecret, now }, request.id, {
              actor: ORGANISER,
              coversCosts: false,
            }),
          );
        }
        if (random() < 0.3) {
          actions.push(async () => {
            const corrected = await correctAttendee(
              { db: organiserSide, letters: ticketLetters, ticketKey, linkSecret: testLinkSecret, now },
              person.ticketId,
              { firstName: 'Ngozi', lastName: 'Adeyemi-Okoro', company: '' },
              { actor: ORGANISER },
            );
            if (corrected.ok) issued.add(corrected.ticketId);
          });
        }
      }
      await Promise.all(actions.map((action) => afterJitter(random, action)));
      return brokenInvariants(organiserSide, issued);
    });
    expect(outcome).toEqual({ rounds: outcome.rounds, failedRounds: 0, first: [] });
  }, 60_000);

  it('stores no visa request for a person cancelled, corrected or erased as it is submitted', async () => {
    const outcome = await race(RACING_MS, async (round, random) => {
      const now = 1_757_000_000_000 + round * 1_000;
      const people = Array.from({ length: PEOPLE_PER_ROUND }, (_, index) => {
        const email = `ask-${round}-${index}@example.com`;
        return signTicket(
          { ticketId: createTicketId(email, now), firstName: 'Bola', lastName: 'Ige', email },
          ticketKey,
        );
      });
      const issued = new Set<string>();
      const actions: (() => Promise<unknown>)[] = [];
      for (const ticket of people) {
        await recordAttendee(t.db, { ...ticket, ticket, payload: {} }, [], now);
        issued.add(ticket.ticketId);
        // Half the people have a pending request already, which the new one replaces.
        if (random() < 0.5) await askForLetter(t.db, ticket.ticketId, now);
        actions.push(() => askForLetter(attendeeSide, ticket.ticketId, now));
        const change = random();
        if (change < 0.34)
          actions.push(() =>
            cancelRegistration({ db: t.db, letters: ticketLetters, now: () => now }, ticket.ticketId, {
              actor: ORGANISER,
              reason: 'race',
            }),
          );
        else if (change < 0.67) actions.push(() => erasePerson(t.db, ticket.email, ORGANISER, now));
        else {
          actions.push(async () => {
            const corrected = await correctAttendee(
              { db: t.db, letters: ticketLetters, ticketKey, linkSecret: testLinkSecret, now: () => now },
              ticket.ticketId,
              { firstName: 'Bola', lastName: 'Ige-Adeyemi', company: '' },
              { actor: ORGANISER },
            );
            if (corrected.ok) issued.add(corrected.ticketId);
          });
        }
      }
      await Promise.all(actions.map((action) => afterJitter(random, action)));
      return brokenInvariants(t.db, issued);
    });
    expect(outcome).toEqual({ rounds: outcome.rounds, failedRounds: 0, first: [] });
  }, 60_000);

  // On SQLite the erasure's transaction holds the one connection, so the correction's write waits
  // for its end and the two never interleave: only PostgreSQL races them.
  (dialect === 'postgres' ? it : it.skip)(
    'an erasure racing a correction revokes whichever ticket the row held when it was deleted',
    async () => {
      // A correction takes no seat lock, so it can give the row a new ticket while an erasure is
      // under way: only the ids the delete itself returns are sure to be the last ones.
      const outcome = await race(RACING_MS / 2, async (round, random) => {
        const now = 1_757_000_000_000 + round * 1_000;
        const email = `erase-${round}@example.com`;
        const ticket = signTicket(
          { ticketId: createTicketId(email, now), firstName: 'Bola', lastName: 'Ige', email },
          ticketKey,
        );
        await recordAttendee(t.db, { ...ticket, ticket, payload: {} }, [], now);
        const issued = new Set([ticket.ticketId]);
        await Promise.all([
          afterJitter(random, () => erasePerson(t.db, email, ORGANISER, now)),
          afterJitter(random, async () => {
            const corrected = await correctAttendee(
              { db: attendeeSide, letters: ticketLetters, ticketKey, linkSecret: testLinkSecret, now: () => now },
              ticket.ticketId,
              { firstName: 'Bola', lastName: 'Ige-Adeyemi', company: '' },
              { actor: ORGANISER },
            );
            if (corrected.ok) issued.add(corrected.ticketId);
          }),
        ]);
        return brokenInvariants(t.db, issued);
      });
      expect(outcome).toEqual({ rounds: outcome.rounds, failedRounds: 0, first: [] });
    },
    60_000,
  );
});
