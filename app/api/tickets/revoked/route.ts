import { handleRevokedList } from '@/lib/handlers/revoked-tickets';
import { appDb } from '@/lib/runtime';

export const dynamic = 'force-dynamic';

/** GET /api/tickets/revoked?since=<cursor>: the cancelled tickets after the cursor, for gate staff and organisers. */
export function GET(request: Request): Promise<Response> {
  return handleRevokedList(request, appDb);
}
