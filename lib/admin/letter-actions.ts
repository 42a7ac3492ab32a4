'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { actionUser } from '@/lib/authz';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { fieldErrorsOf } from '@/lib/forms';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/http';
import { approveRequest, rejectRequest, withdrawIssued, type ReviewDeps } from '@/lib/letters/review';
import { findRequest } from '@/lib/letters/requests';
import { appServices, ticketSigningKey } from '@/lib/runtime';
import { refuseUnsafeText } from '@/lib/text';
import { posted, refused } from './action-form';
import type { AttendeeActionState } from './attendee-action-state';
import { LETTER_REASON_MAX } from './letter-action-state';

/**
 * The organisers' decisions on a visa letter request (/admin/letters/[id]) as server actions
 * that also work without script: approve, reject with a reason, withdraw the issued letter.
 * Each checks the session and the role itself, runs lib/letters/review.ts (the change, its mail
 * and its audit entry in one write, at most once), and on success redirects to the request's
 * page, which says what was done from what the database holds.
 */

const NOT_FOUND = 'No visa letter request has this id.';
const DECIDED = 'This request was decided already (perhaps by another organiser): the page shows what was done.';

const idField = z.uuid();

async function reviewDeps(): Promise<ReviewDeps> {
  const { deps } = await appServices();
  return { db: deps.db, key: ticketSigningKey(), linkSecret: deps.linkSecret };
}

type Answer = AttendeeActionState | { done: string };

async function asOrganiser(
  formData: FormData,
  run: (actor: string, id: string, fields: Record<string, string>) => Promise<Answer>,
): Promise<AttendeeActionState> {
  const fields = posted(formData);
  const access = await actionUser('organise');
  if (!access.ok) return refused(access.message);
  const id = idField.safeParse(fields.requestId ?? '');
  if (!id.success) return refused(NOT_FOUND);
  let answer: Answer;
  try {
    answer = await run(access.user.email, id.data, fields);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return refused(DATABASE_UNAVAILABLE_MESSAGE);
    throw error;
  }
  if ('done' in answer) {
    // The mail it queued goes now, not on the outbox's next pass.
    (await appServices()).outbox.kick();
    redirect(`/admin/letters/${id.data}?done=${answer.done}`);
  }
  return answer;
}

const problems = {
  'not-found': NOT_FOUND,
  decided: DECIDED,
  'no-attendee':
    'The registration of this request is gone (erased or replaced), so there is no one to send a letter to.',
  'no-signing-key': 'Letters cannot be signed on this server: TICKET_SIGNING_KEY is not set.',
} as const;

export async function approveLetterAction(
  _previous: AttendeeActionState,
  formData: FormData,
): Promise<AttendeeActionState> {
  return asOrganiser(formData, async (actor, id, fields) => {
    const result = await approveRequest(await reviewDeps(), id, { actor, coversCosts: fields.coversCosts === 'yes' });
    return result.ok
      ? { done: 'approved' }
      : refused(problems[result.problem], { coversCosts: fields.coversCosts ?? '' });
  });
}

const reasonSchema = (required: boolean) =>
  z.object({
    reason: z
      .string()
      .trim()
      .min(required ? 1 : 0, { error: 'Enter the reason: it is mailed to the person who asked' })
      .max(LETTER_REASON_MAX, { error: `Reason must be at most ${LETTER_REASON_MAX} characters` })
      .superRefine(refuseUnsafeText('Reason', 'message')),
  });

export async function rejectLetterAction(
  _previous: AttendeeActionState,
  formData: FormData,
): Promise<AttendeeActionState> {
  return asOrganiser(formData, async (actor, id, fields) => {
    const values = { reason: fields.reason ?? '' };
    const parsed = reasonSchema(true).safeParse(values);
    if (!parsed.success) return refused('Check the reason.', values, fieldErrorsOf(parsed.error));
    const result = await rejectRequest(await reviewDeps(), id, { actor, reason: parsed.data.reason });
    return result.ok ? { done: 'rejected' } : refused(problems[result.problem], values);
  });
}

export async function withdrawLetterAction(
  _previous: AttendeeActionState,
  formData: FormData,
): Promise<AttendeeActionState> {
  return asOrganiser(formData, async (actor, id, fields) => {
    const values = { reason: fields.reason ?? '' };
    const parsed = reasonSchema(false).safeParse(values);
    if (!parsed.success) return refused('Check the reason.', values, fieldErrorsOf(parsed.error));
    const { deps } = await appServices();
    const request = await findRequest(deps.db, id);
    if (!request) return refused(NOT_FOUND);
    if (!request.documentNumber) return refused('This request has no letter to withdraw.');
    const result = await withdrawIssued({ db: deps.db }, request.documentNumber, {
      actor,
      reason: parsed.data.reason || null,
    });
    return result.ok
      ? { done: 'withdrawn' }
      : refused(
          result.problem === 'withdrawn' ? 'This letter is withdrawn already.' : 'This letter is not on record.',
          values,
        );
  });
}
