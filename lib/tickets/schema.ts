import { z } from 'zod';
import { refuseUnsafeText } from '@/lib/text';

/** Limits that keep a ticket small enough for a scannable QR code and a one-page PDF. */
const TICKET_LIMITS = {
  ticketId: 80,
  name: 100,
  email: 254,
  company: 200,
  signature: 128,
  kid: 32,
} as const;

/**
 * A ticket id has one spelling: upper-case ASCII letters and digits in dash-separated groups
 * (this site's are ACM2025-{hash}-{ms}). Anything else, a lower-case letter, U+212A KELVIN SIGN
 * for a K, a full-width digit, is not a ticket id: refused, so two spellings can never be two
 * keys of one ticket at the gate.
 */
const TICKET_ID_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

/**
 * A text field of the ticket: control characters, lone surrogates and direction overrides have
 * no place on a printed ticket and could hide tampering. The value is NFC-normalised, the form
 * the signature covers, so what the gate stores and compares is what was signed.
 */
const text = (max: number, format?: { pattern: RegExp; message: string }) => {
  const bounded = z.string().trim().min(1).max(max);
  return (format ? bounded.regex(format.pattern, format.message) : bounded)
    .superRefine(refuseUnsafeText('The value'))
    .transform((value) => value.normalize('NFC'));
};

/**
 * The ticket JSON carried by the ticket link and the QR code. Unknown fields are ignored (zod
 * strips them), so tickets from the organisers' own system, which may carry more fields, still
 * open.
 */
export const ticketSchema = z.object({
  ticketId: z
    .string()
    .trim()
    .min(1)
    .max(TICKET_LIMITS.ticketId)
    .regex(TICKET_ID_PATTERN, 'Must be a ticket id (A-Z, 0-9 and dashes)'),
  firstName: text(TICKET_LIMITS.name),
  lastName: text(TICKET_LIMITS.name),
  email: text(TICKET_LIMITS.email, { pattern: /^[^\s@]+@[^\s@]+$/, message: 'Must be an email address' }),
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
