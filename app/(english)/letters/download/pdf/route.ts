import { pdfResponse, seeOther } from '@/lib/letters/downloads';
import { letterPdf } from '@/lib/letters/letter-pdf';
import { letterForLink } from '@/lib/letters/serve';

/** The mailed link's letter as PDF; without one, back to the page that says why. */
export async function GET(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? undefined;
  const result = await letterForLink(token);
  if (!result.ok) return seeOther(`/letters/download?token=${encodeURIComponent(token ?? '')}`);
  return pdfResponse(await letterPdf(result.document, result.request), `${result.document.number}.pdf`);
}
