import 'server-only';
import { formAtEndpoint, formKinds, formRegistry, parseForm, type FieldErrors, type FormKind, type SubmissionFormKind } from '@/lib/forms';
import { serverEnv } from '@/lib/env';
import { DATABASE_UNAVAILABLE_MESSAGE, fail, guardJsonPost, ok, serviceUnavailable } from '@/lib/http';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { siteUrl } from '@/lib/site-url';
import { appServices, rateLimiter } from './runtime';
import { registerAttendee, submitForm, subscribe, type UpstreamFailure } from './service';
import { edition } from '@/lib/edition';
import { ticketPagePath } from '@/lib/tickets/qr';

/**
 * The POST handlers of the form API (SPEC.md section 7): guards, the form's zod schema, the
 * submission service, and the envelope with the default messages of section 8. Nothing a
 * client sends can produce a 500: an unexpected failure answers 503 with Retry-After and
 * without details (the database's failure named as such).
 */

export const REGISTRATION_CLOSED_MESSAGE = `Registration for the ${edition.year} edition has officially closed. See you next year!`;

function invalid(fieldErrors: FieldErrors): Response {
  const fields = Object.keys(fieldErrors).filter((field) => field !== '_form');
  const message = fields.length > 0 ? `Please correct these fields: ${fields.join(', ')}.` : (fieldErrors._form?.[0] ?? 'Invalid submission.');
  return fail(400, message, { fieldErrors });
}

/** Upstream failures in the shape of SPEC.md section 8: status or Network Error, the server's message or the default. */
export function upstreamFailure(kind: FormKind, failure: UpstreamFailure): Response {
  const fallback = formRegistry[kind].texts.failure;
  switch (failure.kind) {
    case 'http': {
      const passThrough = failure.status === 400 || failure.status === 409 || failure.status === 422;
      return fail(passThrough ? failure.status : 502, failure.message ?? fallback);
    }
    case 'rejected':
      return fail(422, failure.message ?? fallback);
    case 'timeout':
      return fail(504, fallback, { error: 'Network Error' });
    default:
      return fail(502, fallback, { error: 'Network Error' });
  }
}

/** Every unexpected failure is a 503 a client may retry (Retry-After); a database failure says so. */
function unexpected(kind: FormKind, error: unknown): Response {
  console.error(`[api] ${kind} failed:`, error instanceof Error ? error.message : error);
  return serviceUnavailable(isDatabaseUnavailable(error) ? DATABASE_UNAVAILABLE_MESSAGE : formRegistry[kind].texts.failure);
}

async function guard(request: Request, route: string) {
  return guardJsonPost(request, {
    limiter: await rateLimiter(route),
    trustedProxyHops: serverEnv().TRUSTED_PROXY_HOPS,
    allowedOrigins: [siteUrl()],
  });
}

function submissionHandler<K extends SubmissionFormKind>(kind: K) {
  const form = formRegistry[kind];
  return async function POST(request: Request): Promise<Response> {
    try {
      const guarded = await guard(request, form.endpoint);
      if (!guarded.ok) return guarded.response;
      const parsed = parseForm(kind, guarded.body);
      if (!parsed.ok) return invalid(parsed.fieldErrors);
      const { deps } = await appServices();
      const result = await submitForm(deps, kind, parsed.data);
      if (!result.ok) return upstreamFailure(kind, result.failure);
      return ok({ id: result.id, email: result.email, message: form.texts.success }, 201);
    } catch (error) {
      return unexpected(kind, error);
    }
  };
}

function registrationHandler() {
  const form = formRegistry.registration;
  return async function POST(request: Request): Promise<Response> {
    try {
      const guarded = await guard(request, form.endpoint);
      if (!guarded.ok) return guarded.response;
      const { env, deps } = await appServices();
      if (!env.REGISTRATION_OPEN) return fail(403, REGISTRATION_CLOSED_MESSAGE, { error: 'Registration Closed' });
      const parsed = parseForm('registration', guarded.body);
      if (!parsed.ok) return invalid(parsed.fieldErrors);
      const result = await registerAttendee(deps, parsed.data);
      if (!result.ok) return upstreamFailure('registration', result.failure);
      // A repeated address gets its first ticket again, by mail only: whoever types someone
      // else's address must not receive that person's ticket on screen.
      if (result.repeated) return ok({ email: result.email, message: form.texts.success }, 201);
      return ok({ id: result.id, ticketId: result.ticketId, ticketUrl: ticketPagePath(result.ticket), email: result.email, message: form.texts.success }, 201);
    } catch (error) {
      return unexpected('registration', error);
    }
  };
}

function subscriptionHandler() {
  const form = formRegistry.newsletter;
  return async function POST(request: Request): Promise<Response> {
    try {
      const guarded = await guard(request, form.endpoint);
      if (!guarded.ok) return guarded.response;
      const parsed = parseForm('newsletter', guarded.body);
      if (!parsed.ok) return invalid(parsed.fieldErrors);
      const { deps } = await appServices();
      await subscribe(deps, parsed.data.email);
      // The same answer for a new and a known address: the form must not reveal who subscribed.
      return ok({ subscribed: true, message: form.texts.success });
    } catch (error) {
      return unexpected('newsletter', error);
    }
  };
}

type Handler = (request: Request) => Promise<Response>;

/** The POST handler of each registered form, by the form's flow. */
const handlers = Object.fromEntries(
  formKinds.map((kind) => {
    const flow = formRegistry[kind].flow;
    return [kind, flow === 'registration' ? registrationHandler() : flow === 'subscription' ? subscriptionHandler() : submissionHandler(kind as SubmissionFormKind)];
  }),
) as Record<FormKind, Handler>;

/** The handler of the form posted to this endpoint, or null when no form lives there. */
export function formPostHandler(endpoint: string): Handler | null {
  const kind = formAtEndpoint(endpoint);
  return kind ? handlers[kind] : null;
}
