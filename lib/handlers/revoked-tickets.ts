import 'server-only';
import { apiUser } from '@/lib/authz';
import type { Db } from '@/lib/db';
import { answeringFailures, fail } from '@/lib/http';
import { REVOKED_PAGE_LIMIT, type RevokedPage } from '@/lib/tickets/revoked-list';
import { decodeRevocationCursor, revocationsAfter } from '@/lib/tickets/revocations';

/**
 * GET /api/tickets/revoked?since=<cursor> (lib/tickets/revoked-list.ts is the format): the
 * revocations after the cursor, REVOKED_PAGE_LIMIT at most, for gate staff and organisers. The
 * list names no one, but only staff read it, so it cannot test whether a known ticket id was
 * cancelled. Next sends it uncompressed: a full answer is 108 KB of JSON, about 40 KB once a
 * reverse proxy gzips it.
 */
export function handleRevokedList(request: Request, db: () => Promise<Db>): Promise<Response> {
  return answered(request, db);
}

const answered = answeringFailures('GET /api/tickets/revoked', revokedList);

async function revokedList(request: Request, db: () => Promise<Db>): Promise<Response> {
  const guard = await apiUser(request, { permission: 'check-in', mutates: false });
  if (!guard.ok) return guard.response;
  const since = decodeRevocationCursor(new URL(request.url).searchParams.get('since'));
  if (!since)
    return fail(400, 'The since cursor is not one this server gave: start again without it.', {
      fieldErrors: { since: ['Unknown cursor.'] },
    });
  const page = await revocationsAfter(await db(), since, REVOKED_PAGE_LIMIT);
  const body: RevokedPage = {
    revoked: page.revoked.map((entry) => ({ hash: entry.hash, at: new Date(entry.at).toISOString() })),
    cursor: page.cursor,
    more: page.more,
  };
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
}
