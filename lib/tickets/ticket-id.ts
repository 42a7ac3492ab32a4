import { edition } from '@/lib/edition';

const HASH_LENGTH = 6;
const HASH_SPACE = 36 ** HASH_LENGTH;

/**
 * A 6-character upper-case base-36 hash of an e-mail address (FNV-1a over its UTF-8 bytes).
 * Not a secret: it only makes ids of different people differ; signatures make tickets
 * unforgeable. The address is trimmed and lower-cased so one person always hashes the same.
 */
export function emailHash(email: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(email.trim().toLowerCase())) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % HASH_SPACE).toString(36).toUpperCase().padStart(HASH_LENGTH, '0');
}

/** {event code}{year}-{email hash}-{ms timestamp}, e.g. ACM2025-3K9ZQ1-1757980800000. */
export function createTicketId(email: string, now: number, prefix = edition.ticketIdPrefix): string {
  return [prefix, emailHash(email), String(Math.trunc(now))].join('-');
}

/** The ticket PDF's file name, with "unknown" when the ticket has no id. */
export function ticketPdfFileName(ticketId: string | null | undefined, prefix = edition.ticketIdPrefix): string {
  const id = ticketId?.trim() ? ticketId.trim().replace(/[^A-Za-z0-9_-]/g, '_') : 'unknown';
  return `${prefix}_ticket_${id}.pdf`;
}
