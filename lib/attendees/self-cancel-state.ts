/**
 * What the self-cancel page's button answers (lib/handlers/attendee-actions.ts cancelOwnRegistration),
 * and so what the page shows after it: plain data, it crosses to the browser.
 *
 * - done: this press cancelled the registration;
 * - already-cancelled: it was cancelled before (another press, another tab, the organisers);
 * - replaced: the link names a ticket that is no longer the registration's (corrected since,
 *   erased, or never live);
 * - invalid: the link is not one the site signed for this purpose;
 * - unavailable: the database did not answer, nothing was changed;
 * - failed: anything else, nothing known to have changed.
 */
export type SelfCancelState = {
  status: 'idle' | 'done' | 'already-cancelled' | 'replaced' | 'invalid' | 'unavailable' | 'failed';
};

export const idleSelfCancelState: SelfCancelState = { status: 'idle' };
