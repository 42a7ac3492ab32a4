import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { CounterStore, RateDecision } from '@/lib/counters/rate-limit';
import type { LetterDownload } from './downloads';
import { normalisePassportNumber } from './request-schema';

/**
 * The passport number that unlocks a ticket's visa letter: the ticket's link is also in its QR
 * code, so the link alone gives no passport data. Tries are limited per client and per letter,
 * since a client limit alone lets a guesser spread over many addresses (docs/letters.md,
 * "Downloads and PDFs").
 */
export const LETTER_WRONG_TRIES_PER_HOUR = 10;
const LETTER_WINDOW_MS = 60 * 60_000;

export interface UnlockDeps {
  /** Counts one try of the client (the anonymous document checks' limit). */
  countClient: (client: string) => Promise<RateDecision>;
  /** Where a letter's tries are counted: the database's counters, shared by every instance. */
  counters: CounterStore;
  now?: () => number;
}

type StandingLetter = Extract<LetterDownload, { ok: true }>;

export type UnlockRefusal = { ok: false; problem: 'too-many' | 'locked' | 'wrong-passport' };

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * The letter `find` gives, for the client who gives its passport number (compared in constant
 * time), or why not: this client tried too often ('too-many'), `find` found none (its answer),
 * the letter had its wrong tries ('locked'), or the number is not the letter's. The client is
 * counted before `find` runs: a forged or letterless post costs a signature check and database
 * reads, so those too must stop at the client's limit.
 */
export async function unlockLetter<Other extends { ok: false; problem: string }>(
  deps: UnlockDeps,
  find: () => Promise<StandingLetter | Other>,
  attempt: { client: string; passportNumber: string },
): Promise<StandingLetter | Other | UnlockRefusal> {
  if (!(await deps.countClient(attempt.client)).allowed) return { ok: false, problem: 'too-many' };
  const letter = await find();
  if (!letter.ok) return letter;
  const now = (deps.now ?? Date.now)();
  const key = `letter-unlock:${letter.document.number}`;
  // Counted before it is compared, and taken back when right: guesses sent at once cannot all
  // read a count below the limit first, as a count read before comparing would let them.
  const { count } = await deps.counters.hit(key, LETTER_WINDOW_MS, now);
  if (count > LETTER_WRONG_TRIES_PER_HOUR) return { ok: false, problem: 'locked' };
  const typed = normalisePassportNumber(attempt.passportNumber) ?? '';
  if (!timingSafeEqual(digest(typed), digest(letter.request.passportNumber)))
    return { ok: false, problem: 'wrong-passport' };
  await deps.counters.undo(key, LETTER_WINDOW_MS, now);
  return letter;
}
