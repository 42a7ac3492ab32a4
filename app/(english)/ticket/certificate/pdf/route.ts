import { serverEnv } from '@/lib/env';
import { clientKeyOf } from '@/lib/http';
import { downloadRefused, pdfResponse, withoutDocument } from '@/lib/letters/downloads';
import { certificatePdf } from '@/lib/letters/letter-pdf';
import { certificateForTicket } from '@/lib/handlers/letter-downloads';
import { countDocumentCheck } from '@/lib/runtime';

/**
 * The certificate's PDF, limited per client like the other anonymous document checks (each
 * answer renders a PDF). Without a certificate, back to /ticket/certificate, which says why;
 * while the database is not answering, 503 (that page would send the browser straight back).
 */
export async function GET(request: Request): Promise<Response> {
  const data = new URL(request.url).searchParams.get('data') ?? undefined;
  const page = `/ticket/certificate?data=${encodeURIComponent(data ?? '')}`;
  const decision = await countDocumentCheck(clientKeyOf(request.headers, serverEnv().TRUSTED_PROXY_HOPS));
  if (!decision.allowed) return downloadRefused(429, page, decision.retryAfterSeconds);
  const result = await certificateForTicket(data);
  if (!result.ok) return withoutDocument(result.problem, page);
  return pdfResponse(await certificatePdf(result.document), `${result.document.number}.pdf`);
}
