import { serverEnv } from '@/lib/env';
import { clientKeyOf } from '@/lib/http';
import { pdfResponse, seeOther, withoutDocument } from '@/lib/letters/downloads';
import { letterPdf } from '@/lib/letters/letter-pdf';
import type { UnlockError } from '@/components/letters/letter-unlock-form';
import { letterForTicketHolder } from '@/lib/handlers/letter-downloads';
import type { UnlockRefusal } from '@/lib/letters/unlock';

/** What the form says for each refusal of the passport number. */
const unlockErrors = new Map<string, UnlockError>([
  ['wrong-passport', 'wrong'],
  ['too-many', 'limit'],
  ['locked', 'locked'],
] satisfies [UnlockRefusal['problem'], UnlockError][]);

const pagePath = (data: string, error?: UnlockError) =>
  `/ticket/visa-letter/letter?data=${encodeURIComponent(data)}${error ? `&error=${error}` : ''}`;

/** No PDF on a GET: the passport number is posted by the page's form (never in a URL). */
export function GET(request: Request): Response {
  return seeOther(pagePath(new URL(request.url).searchParams.get('data') ?? ''));
}

/**
 * The ticket's letter as PDF, for the ticket and its passport number (a form post, limited per
 * client like the anonymous document checks and per letter, lib/letters/unlock.ts); otherwise
 * back to the page, which says why, or 503 while the database is not answering.
 */
export async function POST(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => null);
  const data = form?.get('data');
  const passport = form?.get('passportNumber');
  if (typeof data !== 'string' || typeof passport !== 'string')
    return new Response('Post the ticket and its passport number as a form.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  const result = await letterForTicketHolder(
    data,
    passport,
    clientKeyOf(request.headers, serverEnv().TRUSTED_PROXY_HOPS),
  );
  if (!result.ok) return withoutDocument(result.problem, pagePath(data, unlockErrors.get(result.problem)));
  return pdfResponse(await letterPdf(result.document, result.request), `${result.document.number}.pdf`);
}
