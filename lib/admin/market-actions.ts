'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { actionUser } from '@/lib/authz';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { fieldErrorsOf } from '@/lib/forms';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/http';
import { decideProfile, type Decision } from '@/lib/market/profiles';
import { MARKET_REASON_MAX } from '@/lib/market/profiles-fields';
import { appServices, marketRuntime } from '@/lib/runtime';
import { refuseUnsafeText } from '@/lib/text';
import { posted, refused } from './action-form';
import type { AttendeeActionState } from './attendee-action-state';

/**
 * The organisers' decisions on market profiles (/admin/market) as server actions that also work
 * without script: approve, reject with a reason, unpublish with a reason. Each checks the session
 * and the role itself (a gate user and a participant's session are refused), runs
 * lib/market/profiles.ts decideProfile (the change, the mail and the audit entry in one write),
 * and on success goes back to the list, which says what was done.
 */

const idField = z.uuid();

const reasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Enter the reason: it is mailed to the person' })
    .max(MARKET_REASON_MAX, { error: `Reason must be at most ${MARKET_REASON_MAX} characters` })
    .superRefine(refuseUnsafeText('Reason', 'message')),
});

async function decide(formData: FormData, decision: Decision): Promise<AttendeeActionState> {
  const fields = posted(formData);
  const access = await actionUser('organise');
  if (!access.ok) return refused(access.message);
  const id = idField.safeParse(fields.personId ?? '');
  if (!id.success) return refused('No profile has this id.');
  const values = { reason: fields.reason ?? '' };
  let reason: string | null = null;
  if (decision !== 'approve') {
    const parsed = reasonSchema.safeParse(values);
    if (!parsed.success) return refused('Check the reason.', values, fieldErrorsOf(parsed.error));
    reason = parsed.data.reason;
  }
  let slug: string;
  try {
    const result = await decideProfile((await marketRuntime()).db, id.data, decision, {
      actor: access.user.email,
      reason,
      now: Date.now(),
      seen: typeof fields.seen === 'string' && /^\d+:\d+$/.test(fields.seen) ? fields.seen : null,
    });
    if (!result.ok)
      return refused(
        result.problem === 'not-found'
          ? 'This profile is gone (its owner was erased).'
          : result.problem === 'changed'
            ? 'Its owner changed this profile after you opened the page: reload it and read it again before deciding.'
            : 'This profile was decided already (perhaps by another organiser): reload the page to see it.',
        values,
      );
    slug = result.profile.slug;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return refused(DATABASE_UNAVAILABLE_MESSAGE, values);
    throw error;
  }
  // The mail it queued goes now, not on the outbox's next pass.
  (await appServices()).outbox.kick();
  redirect(`/admin/market?done=${decision}&profile=${encodeURIComponent(slug)}`);
}

export async function approveProfileAction(_previous: AttendeeActionState, formData: FormData) {
  return decide(formData, 'approve');
}

export async function rejectProfileAction(_previous: AttendeeActionState, formData: FormData) {
  return decide(formData, 'reject');
}

export async function unpublishProfileAction(_previous: AttendeeActionState, formData: FormData) {
  return decide(formData, 'unpublish');
}
