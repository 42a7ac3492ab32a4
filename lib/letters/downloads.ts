import 'server-only';
import { downloadTexts } from '@/content/letters';
import type { Queryable } from '@/lib/db';
import { plainPageResponse } from '@/lib/http/plain-page';
import { RETRY_AFTER_SECONDS } from '@/lib/http/unavailable';
import { documentsOfTicket, findDocumentByNumber, type IssuedDocument } from './documents';
import { findRequest, type LetterRequest } from './requests';

/**
 * Which visa letter a download gives: the approval mail's link (its number) or the ticket page
 * (the ticket's letter). A letter can be had while it is valid: issued, not withdrawn, and its
 * request still holding the passport data the PDF prints (retention erases it after the event).
 */
export type LetterDownload =
  | { ok: true; document: IssuedDocument; request: LetterRequest }
  | { ok: false; problem: 'none' | 'withdrawn' | 'expired' };

async function downloadOf(db: Queryable, document: IssuedDocument | null): Promise<LetterDownload> {
  if (!document || document.kind !== 'letter') return { ok: false, problem: 'none' };
  if (document.withdrawnAt !== null) return { ok: false, problem: 'withdrawn' };
  const request = document.requestId ? await findRequest(db, document.requestId) : null;
  if (!request || request.status !== 'approved' || request.scrubbedAt !== null || !request.passportNumber)
    return { ok: false, problem: 'expired' };
  return { ok: true, document, request };
}

export async function letterByNumber(db: Queryable, number: string): Promise<LetterDownload> {
  return downloadOf(db, await findDocumentByNumber(db, number));
}

/** The ticket's newest letter that is valid; else why its newest letter is not (or 'none'). */
export async function letterOfTicket(db: Queryable, ticketId: string): Promise<LetterDownload> {
  const letters = await documentsOfTicket(db, ticketId, 'letter');
  let first: LetterDownload | null = null;
  for (const letter of letters) {
    const download = await downloadOf(db, letter);
    if (download.ok) return download;
    first ??= download;
  }
  return first ?? { ok: false, problem: 'none' };
}

/**
 * The PDF's file name and headers: an attachment, never stored by a cache (it holds passport data).
 * Its X-Robots-Tag comes with its path (next.config.ts), like every answer about a ticket.
 */
export function pdfResponse(bytes: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** Back to the page that says why there is no PDF (a relative Location: right behind any proxy). */
export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}

/**
 * A download that cannot be answered now, by its status rather than by a page that says so with
 * 200: 503 while the database is not answering, 429 when this client asked too often. The link
 * goes back to the page the download came from (a relative path).
 */
export function downloadRefused(
  status: 429 | 503,
  backPath: string,
  retryAfterSeconds = RETRY_AFTER_SECONDS,
): Response {
  const { title, detail } = status === 503 ? downloadTexts.unavailable : downloadTexts.tooMany;
  return plainPageResponse({
    status,
    title: `${title} | ACM`,
    heading: title,
    paragraphs: [detail],
    link: { href: backPath, label: downloadTexts.tryAgain },
    retryAfterSeconds,
  });
}

/** A download with no PDF: back to its page, which says why, or 503 while the database is not answering. */
export function withoutDocument(problem: string, backPath: string): Response {
  return problem === 'unavailable' ? downloadRefused(503, backPath) : seeOther(backPath);
}
