import 'server-only';
import { z } from 'zod';
import { answeringFailures, fail, readBody, type BodyProblem } from '@/lib/http';
import { apiUser } from '@/lib/authz';
import type { Db } from '@/lib/db';
import { checkinRequestSchema } from '@/lib/checkin/shared';
import { checkIn, NonceReusedError, type TicketVerifier } from '@/lib/checkin/service';

/** A check-in body is a ticket (under 8 KB as a link) and a few short fields. */
const MAX_CHECKIN_BYTES = 16 * 1024;

/** What the route gives the handler (lib/runtime builds both). */
export interface CheckinWiring {
  db: () => Promise<Db>;
  verifierFor: (staffId: string) => TicketVerifier;
}

/**
 * POST /api/checkin (lib/checkin/shared.ts): answers the CheckinResponse itself as JSON with
 * 200 for every verdict, including invalid; the site's failure envelope with 4xx when the
 * request itself is wrong; 503 with Retry-After when the database failed.
 */
export function handleCheckin(request: Request, wiring: CheckinWiring): Promise<Response> {
  return answered(request, wiring);
}

/**
 * A database failure (the guard's session lookup or the write) answers 503 with Retry-After: the
 * scanner retries with the same nonce or queues the scan.
 */
const answered = answeringFailures('POST /api/checkin', checkinAnswer);

async function checkinAnswer(request: Request, wiring: CheckinWiring): Promise<Response> {
  const guard = await apiUser(request, { permission: 'check-in', mutates: true });
  if (!guard.ok) return guard.response;
  const body = await readBody(request, { maxBytes: MAX_CHECKIN_BYTES });
  if (!body.ok) return bodyRefusal(body.problem);
  const parsed = checkinRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors as Record<string, string[]>;
    return fail(
      400,
      `Invalid check-in request: ${Object.keys(fieldErrors).join(', ') || 'the body must be an object'} (send ticket, nonce as a UUID, and gate).`,
      { fieldErrors },
    );
  }
  try {
    const answer = await checkIn({ db: await wiring.db(), verify: wiring.verifierFor(guard.user.id) }, parsed.data, {
      id: guard.user.id,
      name: guard.user.name,
    });
    return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof NonceReusedError) return fail(409, error.message);
    throw error;
  }
}

/** A check-in body that could not be read, in the gate's words. */
function bodyRefusal(problem: BodyProblem): Response {
  switch (problem) {
    case 'type':
      return fail(415, 'Send the check-in as JSON (Content-Type: application/json).');
    case 'size':
      return fail(413, 'The check-in request is too large.');
    case 'unreadable':
      return fail(400, 'The check-in request could not be read.');
    case 'syntax':
      return fail(400, 'The body is not valid JSON.');
  }
}
