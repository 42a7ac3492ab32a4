'use server';

import { redirect } from 'next/navigation';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { localeOf } from '@/lib/i18n';
import { localePath } from '@/lib/routes';
import { seatDeps } from '@/lib/runtime';
import { claimSeat, CLAIM_PATH } from '@/lib/attendees/seats';

/** How long the claim waits for the ticket mail to go before answering (the outbox keeps trying). */
const DELIVERY_WAIT_MS = 4_000;

/**
 * The "Claim my seat" button of /register/claim (a form post, with or without JavaScript): takes
 * up the offer the posted token names (lib/attendees/seats.ts claimSeat), then sends the browser
 * back to the same page, which shows what the link now finds (the seat claimed, or why not).
 * Next checks the post's origin; the token is the only input and is verified by its signature.
 * The page comes back in the language it was claimed from (the form's hidden `locale`).
 */
export async function claimSeatAction(formData: FormData): Promise<void> {
  const token = formData.get('token');
  const page = localePath(localeOf(formData.get('locale')), CLAIM_PATH);
  const back = (extra = '') => `${page}?token=${encodeURIComponent(typeof token === 'string' ? token : '')}${extra}`;
  if (typeof token !== 'string' || token.length > 1024) redirect(back());
  try {
    const deps = await seatDeps();
    const claimed = await claimSeat(deps, token);
    if (claimed.ok) await deps.outbox.deliver([claimed.mailId], DELIVERY_WAIT_MS);
  } catch (error) {
    console.error('[claim] failed:', error instanceof Error ? error.message : error);
    redirect(back(isDatabaseUnavailable(error) ? '&problem=unavailable' : '&problem=failed'));
  }
  redirect(back());
}
