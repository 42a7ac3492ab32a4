import { pdfResponse, seeOther } from '@/lib/letters/downloads';
import { letterPdf } from '@/lib/letters/letter-pdf';
import { letterForTicket } from '@/lib/letters/serve';

/** The ticket's letter as PDF; without one, back to the page that says why. */
export async function GET(request: Request): Promise<Response> {
  const data = new URL(request.url).searchParams.get('data') ?? undefined;
  const result = await letterForTicket(data);
  if (!result.ok) return seeOther(`/ticket/visa-letter/letter?data=${encodeURIComponent(data ?? '')}`);
  return pdfResponse(await letterPdf(result.document, result.request), `${result.document.number}.pdf`);
}
