import { publishedTicketKeys } from '@/lib/runtime';

export const dynamic = 'force-dynamic';

/** How long a scanner or a cache may keep the list: a rotation reaches every verifier within this. */
const MAX_AGE_SECONDS = 300;

/**
 * The public keys that verify this site's tickets (docs/tickets.md): the current key first,
 * then retired ones still honoured. Public by design (any scanner, any origin); empty while no
 * TICKET_SIGNING_KEY is set.
 */
export function GET(): Response {
  return Response.json(
    { keys: publishedTicketKeys() },
    {
      headers: {
        'Cache-Control': `public, max-age=${MAX_AGE_SECONDS}`,
        'Access-Control-Allow-Origin': '*',
      },
    },
  );
}
