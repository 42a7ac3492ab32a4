import 'server-only';
import { en } from '@/content/messages/en';
import { registrationTexts } from '@/content/registration';
import type { AttendeeStatus } from '@/lib/db/schema';
import {
  formRegistry,
  HONEYPOT_FIELD,
  parseForm,
  type FieldErrors,
  type FormKind,
  type SubmissionFormKind,
} from '@/lib/forms';
import { parseLocaleField } from '@/lib/forms/locale-field';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { edition } from '@/lib/edition';
import { fill } from '@/lib/i18n';
import { serverEnv } from '@/lib/env';
import type { Limiter } from '@/lib/counters/rate-limit';
import { ticketPagePath } from '@/lib/tickets/qr';
import { appServices, rateLimiter } from '@/lib/runtime';
import { registerAttendee, type RegistrationDeps } from '@/lib/attendees/register';
import { submitForm, subscribe, type EmailState, type UpstreamFailure } from '@/lib/submissions/service';

/**
 * The one way into the submission service for a form post, whichever way it came in: the
 * JSON endpoint (./form-posts.ts) or the page's server action (./form-actions.ts). Each checks
 * what belongs to its transport (JSON, size and origin for the endpoint; Next's own origin check
 * for an action) and counts the client with the form's limiter (formLimiter, one budget per
 * form shared by both); everything after that is here, once: the honeypot, the
 * registration's opening, the form's zod schema (with lib/text's checks) and its language, the service (its
 * upstream, its store and the per-address mail window) and what a failure means. A way in only
 * translates the outcome: an envelope and a status code, or the form's state.
 */

/** In English, the JSON endpoints' language; a form from another language's page gets its catalogue's (./form-actions.ts). */
export const REGISTRATION_CLOSED_MESSAGE = fill(en.forms.failures.registrationClosed, { year: edition.year });
export const TOO_MANY_REQUESTS_MESSAGE = en.forms.failures.tooManyRequests;

/** What an accepted post answers (the `data` of the JSON envelope). */
interface FormAnswer {
  message: string;
  id?: string;
  ticketId?: string;
  /** A registration's ticket page (a path on this site); absent for a repeated address. */
  ticketUrl?: string;
  email?: EmailState;
  subscribed?: true;
  /** A registration's status: registered (with a ticket), waitlisted, and for a repeated address offered or cancelled. */
  status?: AttendeeStatus;
}

export type FormOutcome =
  | { ok: true; status: 200 | 201; answer: FormAnswer }
  | { ok: false; reason: 'limited'; retryAfterSeconds: number }
  /** The honeypot was filled. */
  | { ok: false; reason: 'rejected' }
  | { ok: false; reason: 'closed' }
  | { ok: false; reason: 'invalid'; fieldErrors: FieldErrors }
  | { ok: false; reason: 'upstream'; failure: UpstreamFailure }
  /** The database is not answering (lib/db/unavailable.ts): try again shortly. */
  | { ok: false; reason: 'unavailable' }
  | { ok: false; reason: 'unexpected' };

/** What the intake needs from the running server; tests pass their own database. */
export interface IntakeServices {
  registrationOpen(): boolean;
  deps(): Promise<RegistrationDeps>;
}

const runningServer: IntakeServices = {
  registrationOpen: () => serverEnv().REGISTRATION_OPEN,
  deps: async () => (await appServices()).deps,
};

/** The per-client limiter of a form (RATE_LIMIT_PER_MINUTE), the same for its endpoint and its action. */
export function formLimiter(kind: FormKind): Promise<Limiter> {
  return rateLimiter(formRegistry[kind].endpoint);
}

/** Counts one post of `client` (lib/http's clientKeyOf) for this form: null when it may go on. */
export async function admitClient(kind: FormKind, client: string): Promise<FormOutcome | null> {
  const decision = await (await formLimiter(kind)).hit(client);
  return decision.allowed ? null : { ok: false, reason: 'limited', retryAfterSeconds: decision.retryAfterSeconds };
}

/** An error thrown on the way: the database's failure named as such, anything else unexpected (logged, never shown). */
export function failureOutcome(kind: FormKind, error: unknown): FormOutcome {
  console.error(`[forms] ${kind} failed:`, error instanceof Error ? error.message : error);
  return { ok: false, reason: isDatabaseUnavailable(error) ? 'unavailable' : 'unexpected' };
}

function honeypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

/** The form's fields and the language it was sent in (lib/forms/locale-field.ts), refused together. */
function parseWithLocale<K extends FormKind>(kind: K, fields: Record<string, unknown>) {
  const language = parseLocaleField(fields);
  const parsed = parseForm(kind, fields);
  if (parsed.ok && language.ok) return { ok: true as const, data: parsed.data, locale: language.locale };
  return {
    ok: false as const,
    fieldErrors: { ...(parsed.ok ? {} : parsed.fieldErrors), ...(language.ok ? {} : language.fieldErrors) },
  };
}

async function acceptSubmission(
  services: IntakeServices,
  kind: SubmissionFormKind,
  fields: Record<string, unknown>,
): Promise<FormOutcome> {
  const parsed = parseWithLocale(kind, fields);
  if (!parsed.ok) return { ok: false, reason: 'invalid', fieldErrors: parsed.fieldErrors };
  const result = await submitForm(await services.deps(), kind, parsed.data, parsed.locale);
  if (!result.ok) return { ok: false, reason: 'upstream', failure: result.failure };
  return {
    ok: true,
    status: 201,
    answer: { id: result.id, email: result.email, message: formRegistry[kind].texts.success },
  };
}

async function acceptRegistration(services: IntakeServices, fields: Record<string, unknown>): Promise<FormOutcome> {
  if (!services.registrationOpen()) return { ok: false, reason: 'closed' };
  const parsed = parseWithLocale('registration', fields);
  if (!parsed.ok) return { ok: false, reason: 'invalid', fieldErrors: parsed.fieldErrors };
  const result = await registerAttendee(await services.deps(), parsed.data, parsed.locale);
  if (!result.ok) return { ok: false, reason: 'upstream', failure: result.failure };
  const { status } = result;
  const message =
    status === 'registered'
      ? formRegistry.registration.texts.success
      : status === 'waitlisted'
        ? registrationTexts.waitlistSuccess
        : status === 'offered'
          ? registrationTexts.offeredAgain
          : registrationTexts.cancelledAgain;
  // A repeated address gets its first ticket again, by mail only: whoever types someone
  // else's address must not receive that person's ticket on screen.
  if (result.repeated || !result.ticket)
    return { ok: true, status: 201, answer: { status, email: result.email, message } };
  return {
    ok: true,
    status: 201,
    answer: {
      id: result.id,
      status,
      ticketId: result.ticketId,
      ticketUrl: ticketPagePath(result.ticket),
      email: result.email,
      message,
    },
  };
}

async function acceptSubscription(services: IntakeServices, fields: Record<string, unknown>): Promise<FormOutcome> {
  const parsed = parseWithLocale('newsletter', fields);
  if (!parsed.ok) return { ok: false, reason: 'invalid', fieldErrors: parsed.fieldErrors };
  await subscribe(await services.deps(), parsed.data.email, parsed.locale);
  // The same answer for a new and a known address: the form must not reveal who subscribed.
  return { ok: true, status: 200, answer: { subscribed: true, message: formRegistry.newsletter.texts.success } };
}

/**
 * A post its way in has admitted, as the form's fields (unknown names are dropped by the schema).
 * Never throws: a failure is an outcome.
 */
export async function receiveForm(
  kind: FormKind,
  fields: Record<string, unknown>,
  services: IntakeServices = runningServer,
): Promise<FormOutcome> {
  if (honeypotFilled(fields)) return { ok: false, reason: 'rejected' };
  try {
    switch (formRegistry[kind].flow) {
      case 'registration':
        return await acceptRegistration(services, fields);
      case 'subscription':
        return await acceptSubscription(services, fields);
      default:
        return await acceptSubmission(services, kind as SubmissionFormKind, fields);
    }
  } catch (error) {
    return failureOutcome(kind, error);
  }
}
