/** @jest-environment node */
import { recordAttendee } from '@/lib/attendees/store';
import { openDatabase } from '@/lib/db';
import { dialectsUnderTest, useTestDatabase } from '@/lib/db/testing';
import { DbCounters } from '@/lib/counters/db-counters';
import { CounterLimiter } from '@/lib/counters/rate-limit';
import { testTicketSeed } from '@/lib/tickets/fixtures';
import { signTicket, ticketKeyFromSeed } from '@/lib/tickets/keys';
import { letterOfTicket } from './downloads';
import { sampleLetterRequest } from './fixtures';
import { submitRequest } from './requests';
import { approveRequest } from './review';
import { LETTER_WRONG_TRIES_PER_HOUR, unlockLetter, type UnlockDeps } from './unlock';
import { DOCUMENT_CHECKS_PER_MINUTE } from './verify';

const key = ticketKeyFromSeed(testTicketSeed);
const TICKETS = ['ACM2025-UL12CD-1000', 'ACM2025-UL34EF-1001'];
const RIGHT = sampleLetterRequest.passportNumber;
const WRONG = 'A01234568';
const HOUR = 3_600_000;

describe.each(dialectsUnderTest())('the passport number that unlocks a ticket’s letter on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let clock: number;

  /** The limits as lib/runtime builds them: per-client document checks and the letter's tries, in the database. */
  const instance = (counters: DbCounters): UnlockDeps => {
    const clients = new CounterLimiter(counters, 'document-check', DOCUMENT_CHECKS_PER_MINUTE);
    return { countClient: (client) => clients.hit(client, clock), counters, now: () => clock };
  };

  /** The approved letter of each ticket, as the download finds it. */
  async function approvedLetters() {
    const { db } = database();
    const letters = [];
    for (const [index, ticketId] of TICKETS.entries()) {
      const email = `holder${index}@example.com`;
      await recordAttendee(
        db,
        {
          ticketId,
          firstName: 'Aïssata',
          lastName: 'Kouyaté',
          email,
          ticket: signTicket({ ticketId, firstName: 'Aïssata', lastName: 'Kouyaté', email }, key),
          payload: {},
        },
        [],
        1000,
      );
      const { id } = await submitRequest(db, ticketId, sampleLetterRequest, 2000);
      await approveRequest({ db, key, linkSecret: 'a test secret for the letter links', now: () => 3000 }, id, {
        actor: 'org@example.com',
        coversCosts: false,
      });
      const letter = await letterOfTicket(db, ticketId);
      if (!letter.ok) throw new Error(`no letter for ${ticketId}: ${letter.problem}`);
      letters.push(letter);
    }
    return letters;
  }

  beforeEach(() => {
    clock = 1_757_000_000_000;
  });

  it(`refuses the try after ${LETTER_WRONG_TRIES_PER_HOUR} wrong ones within the hour, even with the right number, from other clients and instances`, async () => {
    const [letter, other] = await approvedLetters();
    // Two instances on one database: each its own counters object, one table.
    const second = dialect === 'postgres' ? await openDatabase(database().url) : database().db;
    try {
      const instances = [instance(new DbCounters(database().db)), instance(new DbCounters(second))];
      const tryNumber = (index: number, passportNumber: string) =>
        unlockLetter(instances[index % 2], async () => letter, { client: `198.51.100.${index}`, passportNumber });
      const outcome = async (index: number, passportNumber: string) => {
        const result = await tryNumber(index, passportNumber);
        return result.ok ? 'unlocked' : result.problem;
      };

      // Right numbers do not count: a holder may download as often as the client limit allows.
      for (let index = 0; index < 12; index += 1) expect(await outcome(index, RIGHT)).toBe('unlocked');
      for (let index = 0; index < LETTER_WRONG_TRIES_PER_HOUR; index += 1) {
        clock += 60_000;
        expect(await outcome(100 + index, WRONG)).toBe('wrong-passport');
      }
      // The eleventh, from a client never seen, with the right number: refused.
      clock += 60_000;
      expect(await outcome(200, RIGHT)).toBe('locked');
      expect(await outcome(201, WRONG)).toBe('locked');
      // Another letter is not locked with it.
      expect(
        await unlockLetter(instances[1], async () => other, { client: '198.51.100.202', passportNumber: RIGHT }),
      ).toMatchObject({ ok: true, document: { number: other.document.number } });
      // The hour counts from the first wrong try: still locked just before its end, open at it.
      clock = 1_757_000_000_000 + 60_000 + HOUR - 1;
      expect(await outcome(203, RIGHT)).toBe('locked');
      clock += 1;
      expect(await tryNumber(204, RIGHT)).toMatchObject({ ok: true, document: { number: letter.document.number } });
    } finally {
      if (second !== database().db) await second.close();
    }
  });

  it('lets no more wrong numbers through than the limit when they come at once', async () => {
    const [letter] = await approvedLetters();
    const deps = instance(new DbCounters(database().db));
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        unlockLetter(deps, async () => letter, {
          client: `203.0.113.${index}`,
          passportNumber: `W${String(index).padStart(2, '0')}000000`,
        }),
      ),
    );
    const problems = results.map((result) => (result.ok ? 'unlocked' : result.problem));
    expect(problems.filter((problem) => problem === 'wrong-passport')).toHaveLength(LETTER_WRONG_TRIES_PER_HOUR);
    expect(problems.filter((problem) => problem === 'locked')).toHaveLength(40 - LETTER_WRONG_TRIES_PER_HOUR);
    expect(await unlockLetter(deps, async () => letter, { client: '203.0.113.99', passportNumber: RIGHT })).toEqual({
      ok: false,
      problem: 'locked',
    });
  });

  it('limits one client before any ticket is checked or letter read, so forged posts stop at the limit too', async () => {
    const deps = instance(new DbCounters(database().db));
    let lookups = 0;
    const forged = async () => {
      lookups += 1;
      return { ok: false, problem: 'invalid-ticket' } as const;
    };
    const answers = [];
    for (let index = 0; index < DOCUMENT_CHECKS_PER_MINUTE + 5; index += 1)
      answers.push(await unlockLetter(deps, forged, { client: '192.0.2.7', passportNumber: WRONG }));
    expect(
      answers.slice(0, DOCUMENT_CHECKS_PER_MINUTE).every((answer) => !answer.ok && answer.problem === 'invalid-ticket'),
    ).toBe(true);
    expect(answers.slice(DOCUMENT_CHECKS_PER_MINUTE)).toEqual(Array(5).fill({ ok: false, problem: 'too-many' }));
    expect(lookups).toBe(DOCUMENT_CHECKS_PER_MINUTE);
    // Another client is not held back by that one.
    expect(await unlockLetter(deps, forged, { client: '192.0.2.8', passportNumber: WRONG })).toEqual({
      ok: false,
      problem: 'invalid-ticket',
    });
  });

  it('still limits one client, before any letter is counted', async () => {
    const [letter] = await approvedLetters();
    const deps = instance(new DbCounters(database().db));
    for (let index = 0; index < DOCUMENT_CHECKS_PER_MINUTE; index += 1)
      expect((await unlockLetter(deps, async () => letter, { client: '192.0.2.1', passportNumber: RIGHT })).ok).toBe(
        true,
      );
    expect(await unlockLetter(deps, async () => letter, { client: '192.0.2.1', passportNumber: WRONG })).toEqual({
      ok: false,
      problem: 'too-many',
    });
    // That refused try did not count against the letter.
    expect(await deps.counters.peek(`letter-unlock:${letter.document.number}`, HOUR, clock)).toMatchObject({
      count: 0,
    });
  });
});
