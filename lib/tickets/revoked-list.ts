import { z } from 'zod';

/**
 * The list of cancelled tickets as GET /api/tickets/revoked serves it and the gate scanner keeps
 * it (pretixSCAN's synced list of revoked secrets is the model). Browser-safe: the server's
 * answer and the scanner's reading share this schema, and the scanner hashes ticket ids here the
 * way lib/tickets/revocations.ts stores them (SHA-256 of the id, lower-case hex), so the list
 * names no one.
 */

/** Revocations per answer: a first sync of thousands comes in a few bounded answers. */
export const REVOKED_PAGE_LIMIT = 1000;

const hashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 hash in lower-case hex');

const revokedEntrySchema = z.object({
  /** SHA-256 of the ticket id (UTF-8), lower-case hex. */
  hash: hashSchema,
  /** When it was revoked (ISO 8601). */
  at: z.iso.datetime(),
});

export const revokedPageSchema = z.object({
  revoked: z.array(revokedEntrySchema),
  /** Opaque: send it back as ?since= to get only what was revoked after this answer. */
  cursor: z.string().min(1),
  /** More revocations wait after this cursor: ask again at once. */
  more: z.boolean(),
});

export type RevokedPage = z.infer<typeof revokedPageSchema>;

export type RevokedEntry = RevokedPage['revoked'][number];

/** The hash a revocation is listed under, with WebCrypto (in the browser, and in Node 20). */
export async function ticketIdHash(ticketId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(ticketId));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
