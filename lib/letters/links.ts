import 'server-only';
import { attendeeToken, readAttendeeToken } from '@/lib/attendees/tokens';
import { siteUrl } from '@/lib/site-url';

/**
 * The approval mail's link to download the letter (/letters/download?token=…): a signed
 * 'letter' token naming the letter's number (lib/attendees/tokens.ts), without an expiry. It
 * works while the letter does: the page refuses it once the letter is withdrawn or its passport
 * data is erased (lib/letters/downloads.ts), which no expiry could know in advance.
 */
const LETTER_DOWNLOAD_PATH = '/letters/download';

export function letterDownloadUrl(linkSecret: string, number: string): string {
  return `${siteUrl()}${LETTER_DOWNLOAD_PATH}?token=${attendeeToken(linkSecret, { purpose: 'letter', ticketId: number })}`;
}

/** The letter number a download link names, or null for a forged, mangled or other link. */
export function letterNumberOfToken(linkSecret: string, token: string | undefined): string | null {
  if (!token) return null;
  const reading = readAttendeeToken(linkSecret, 'letter', token);
  return reading.ok ? reading.ticketId : null;
}
