import { unstable_rethrow } from 'next/navigation';
import { en } from '@/content/messages/en';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { fail } from './envelope';

/**
 * The one answer to "the database failed" (lib/db/unavailable.ts): 503 with Retry-After and a
 * message in the envelope, so a client (the gate scanner, a form, a load balancer) waits and
 * retries instead of reading it as "signed out" or a bug. A PostgreSQL restart takes a few
 * seconds; the pools reconnect on the next query, so no restart of the site is needed.
 */
export const RETRY_AFTER_SECONDS = 5;
/** In English (the API's language); a French form's is its catalogue's (content/messages). */
export const DATABASE_UNAVAILABLE_MESSAGE = en.forms.failures.databaseUnavailable;
export const UNEXPECTED_ERROR_MESSAGE = 'The server could not handle this request.';

export function serviceUnavailable(message = DATABASE_UNAVAILABLE_MESSAGE): Response {
  return fail(503, message, { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
}

/** One line in the server log per failed request: the cause, not a stack per request during an outage. */
function logFailure(route: string, error: unknown) {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(`[api] ${route}: ${error instanceof Error ? error.message : String(error)}${cause}`);
}

/**
 * PostgreSQL refusing text it cannot store (22021 character_not_in_repertoire: a NUL; 22P05
 * untranslatable_character): the request's fault, whatever input the forms' checks missed.
 */
function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22021' || code === '22P05';
}

/**
 * Wraps a route handler: a database failure anywhere in it answers 503 with Retry-After; any
 * other unexpected error a 500 in the envelope (a 400 for text PostgreSQL refuses). Never the
 * framework's empty-body 500.
 */
export function answeringFailures<Args extends unknown[]>(
  route: string,
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      // Next.js's own control flow (redirect(), notFound(), dynamic rendering signals) passes on.
      unstable_rethrow(error);
      logFailure(route, error);
      if (isDatabaseUnavailable(error)) return serviceUnavailable();
      if (isUnstorableText(error))
        return fail(400, 'The request holds characters that cannot be stored (such as a NUL).');
      return fail(500, UNEXPECTED_ERROR_MESSAGE);
    }
  };
}
