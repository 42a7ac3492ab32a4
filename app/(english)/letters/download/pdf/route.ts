import { pdfResponse, withoutDocument } from '@/lib/letters/downloads';
import { letterPdf } from '@/lib/letters/letter-pdf';
import { letterForLink } from '@/lib/handlers/letter-downloads';

/** The mailed link's letter as PDF; otherwise back to the page that says why (503 while the database is down). */
export async function GET(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? undefined;
  const result = await letterForLink(token);
  const page = `/letters/download?token=${encodeURIComponent(token ?? '')}`;
  if (!result.ok) return withoutDocument(result.problem, page);
  return pdfResponse(await letterPdf(result.document, result.request), `${result.document.number}.pdf`);
}
