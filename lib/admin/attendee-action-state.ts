import type { FieldErrors } from '@/lib/http/envelope';

/**
 * What an organiser's action on an attendee (resend, correct, cancel) answers when it does not go
 * on to the attendee's page: nothing yet, or why it was refused, with each field's errors and
 * what was typed (React resets a form after its action, and a page answering a post without
 * script has nothing else to fill the fields with). A success redirects to the attendee's page,
 * which says what was done. Plain data: it crosses to the browser.
 */
export type AttendeeActionState =
  { status: 'idle' } | { status: 'error'; message: string; fieldErrors: FieldErrors; values: Record<string, string> };

export const idleAttendeeAction: AttendeeActionState = { status: 'idle' };

/** An organiser's action on an attendee, as useActionState calls it. */
export type AttendeeAction = (previous: AttendeeActionState, formData: FormData) => Promise<AttendeeActionState>;

/** The longest reason an organiser may give for a cancellation. */
export const CANCEL_REASON_MAX = 500;
