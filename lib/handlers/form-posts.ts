import 'server-only';
import { formAtEndpoint, formRegistry, type FieldErrors, type FormKind } from '@/lib/forms';
import { serverEnv } from '@/lib/env';
import { DATABASE_UNAVAILABLE_MESSAGE, fail, guardJsonPost, ok, serviceUnavailable } from '@/lib/http';
import { siteUrl } from '@/lib/site-url';
import {
  failureOutcome,
  formLimiter,
  receiveForm,
  REGISTRATION_CLOSED_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  type FormOutcome,
} from './form-intake';
import type { UpstreamFailure } from '@/lib/submissions/service';

/**
 * The POST handlers of the form API, in front of ./form-intake.ts: the JSON
 * guards (origin, the form's per-client limit, JSON content type, size, the honeypot), then the
 * intake, whose outcome becomes the envelope with its status code and the form's default
 * message. Nothing a client sends can produce a 500: an unexpected failure answers 503 with
 * Retry-After and without details (the database's failure named as such).
 */

function invalid(fieldErrors: FieldErrors): Response {
  const fields = Object.keys(fieldErrors).filter((field) => field !== '_form');
  const message =
    fields.length > 0
      ? `Please correct these fields: ${fields.join(', ')}.`
      : (fieldErrors._form?.[0] ?? 'Invalid submission.');
  return fail(400, message, { fieldErrors });
}

/** Upstream failures as the forms show them: status or Network Error, the server's message or the default. */
function upstreamFailure(kind: FormKind, failure: UpstreamFailure): Response {
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

function answer(kind: FormKind, outcome: FormOutcome): Response {
  if (outcome.ok) return ok(outcome.answer, outcome.status);
  switch (outcome.reason) {
    case 'limited':
      return fail(429, TOO_MANY_REQUESTS_MESSAGE, { headers: { 'Retry-After': String(outcome.retryAfterSeconds) } });
    case 'rejected':
      return fail(400, 'The submission was rejected.');
    case 'closed':
      return fail(403, REGISTRATION_CLOSED_MESSAGE, { error: 'Registration Closed' });
    case 'invalid':
      return invalid(outcome.fieldErrors);
    case 'upstream':
      return upstreamFailure(kind, outcome.failure);
    case 'unavailable':
      return serviceUnavailable(DATABASE_UNAVAILABLE_MESSAGE);
    case 'unexpected':
      return serviceUnavailable(formRegistry[kind].texts.failure);
  }
}

type Handler = (request: Request) => Promise<Response>;

function handlerOf(kind: FormKind): Handler {
  return async function POST(request) {
    try {
      const guarded = await guardJsonPost(request, {
        limiter: await formLimiter(kind),
        trustedProxyHops: serverEnv().TRUSTED_PROXY_HOPS,
        allowedOrigins: [siteUrl()],
      });
      if (!guarded.ok) return guarded.response;
      return answer(kind, await receiveForm(kind, guarded.body));
    } catch (error) {
      // The guard's limiter counts in the database on PostgreSQL.
      return answer(kind, failureOutcome(kind, error));
    }
  };
}

/** The handler of the form posted to this endpoint, or null when no form lives there. */
export function formPostHandler(endpoint: string): Handler | null {
  const kind = formAtEndpoint(endpoint);
  return kind ? handlerOf(kind) : null;
}
