import { z } from 'zod';

/** Limits that keep a ticket small enough for a scannable QR code and a one-page PDF. */
export const TICKET_LIMITS = {
  ticketId: 80,
  name: 100,
  email: 254,
  company: 200,
  signature: 128,
  kid: 32,
} as const;

// Control characters have no place on a printed ticket and could hide tampering.
const printable = /^[^\u0000-\u001f\u007f]*$/;

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(printable, 'Must not contain control characters');

/**
 * The ticket JSON carried by the ticket link and the QR code (SPEC.md section 3, "Ticket").
 * Unknown fields are ignored (zod strips them), so tickets from the organisers' own system,
 * which may carry more fields, still open.
 */
export const ticketSchema = z.object({
  ticketId: text(TICKET_LIMITS.ticketId),
  firstName: text(TICKET_LIMITS.name),
  lastName: text(TICKET_LIMITS.name),
  email: text(TICKET_LIMITS.email).regex(/^[^\s@]+@[^\s@]+$/, 'Must be an email address'),
  // An empty or null company means "not given", shown as Not specified.
  company: z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    text(TICKET_LIMITS.company).optional(),
  ),
  // The id of the Ed25519 key that signed the ticket (GET /api/tickets/keys lists them).
  kid: z
    .string()
    .trim()
    .min(1)
    .max(TICKET_LIMITS.kid)
    .regex(/^[A-Za-z0-9_-]+$/, 'Must be a key id')
    .optional(),
  signature: z
    .string()
    .trim()
    .min(1)
    .max(TICKET_LIMITS.signature)
    .regex(/^[A-Za-z0-9_=+/-]+$/, 'Must be a base64 signature')
    .optional(),
});

/** The fields of a ticket. */
export type Ticket = {
  ticketId: string;
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
};

/** A ticket issued by this site: the fields plus the id of its Ed25519 key and the signature. */
export type SignedTicket = Ticket & { kid: string; signature: string };

/** What a decoded ticket holds: the fields and, when the site issued it, its key id and signature. */
export type DecodedTicket = Ticket & { kid?: string; signature?: string };
