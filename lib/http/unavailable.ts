import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { fail } from './envelope';

/**
 * The one answer to "the database failed" (lib/db/unavailable.ts): 503 with Retry-After and a
 * message in the envelope, so a client (the gate scanner, a form, a load balancer) waits and
 * retries instead of reading it as "signed out" or a bug. A PostgreSQL restart takes a few
 * seconds; the pools reconnect on the next query, so no restart of the site is needed.
 */
export const RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable: its database is not answering. Please try again in a few seconds.';
export const UNEXPECTED_ERROR_MESSAGE = 'The server could not handle this request.';

export function serviceUnavailable(message = DATABASE_UNAVAILABLE_MESSAGE): Response {
  return fail(503, message, { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
}

/** One line in the server log per failed request: the cause, not a stack per request during an outage. */
function logFailure(route: string, error: unknown) {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(`[api] ${route}: ${error instanceof Error ? error.message : String(error)}${cause}`);
}

/** Next.js's own control flow (redirect(), notFound(), …) travels as errors with a NEXT_ digest. */
function isFrameworkSignal(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' && digest.startsWith('NEXT_');
}

/**
 * Wraps a route handler: a database failure anywhere in it answers 503 with Retry-After; any
 * other unexpected error a 500 in the envelope. Never the framework's empty-body 500.
 */
export function answeringFailures<Args extends unknown[]>(route: string, handler: (...args: Args) => Promise<Response>): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (isFrameworkSignal(error)) throw error;
      logFailure(route, error);
      return isDatabaseUnavailable(error) ? serviceUnavailable() : fail(500, UNEXPECTED_ERROR_MESSAGE);
    }
  };
}
