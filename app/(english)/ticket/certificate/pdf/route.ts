import { pdfResponse, seeOther } from '@/lib/letters/downloads';
import { certificatePdf } from '@/lib/letters/letter-pdf';
import { certificateForTicket } from '@/lib/letters/serve';

/** The certificate's PDF; without one, back to /ticket/certificate, which says why. */
export async function GET(request: Request): Promise<Response> {
  const data = new URL(request.url).searchParams.get('data') ?? undefined;
  const result = await certificateForTicket(data);
  if (!result.ok) return seeOther(`/ticket/certificate?data=${encodeURIComponent(data ?? '')}`);
  return pdfResponse(await certificatePdf(result.document), `${result.document.number}.pdf`);
}
