import { z } from 'zod';
import { base64UrlToBytes, bytesToBase64Url } from '@/lib/tickets/ed25519';

/**
 * The signed statement of a visa invitation letter or a certificate of attendance: what a
 * consular officer (or anyone) can check against the published ticket keys, and what
 * /letters/verify shows. Pure and browser-safe. docs/letters.md gives the signed bytes and keys,
 * so that an independent verifier can be written from it: change both together.
 */
const DOCUMENT_SCHEME = 'acm-document-v1';

const documentKinds = ['letter', 'certificate'] as const;
export type DocumentKind = (typeof documentKinds)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const documentStatementSchema = z.object({
  kind: z.enum(documentKinds),
  /** "ACM-VL-2025-0001" (letter) or "ACM-CA-2025-00001" (certificate). */
  number: z.string().min(1).max(40),
  /** The day of issue in the event's time zone. */
  issuedOn: isoDate,
  /** The holder's full name (a letter: exactly as in the passport). */
  holder: z.string().min(1).max(200),
  /** A letter: the holder's nationality (a country name of the registration form); "" on a certificate. */
  nationality: z.string().max(64),
  /** A letter: the last 4 characters of the passport number; "" on a certificate. */
  passportEnd: z.string().max(4),
  eventStart: isoDate,
  eventEnd: isoDate,
});
export type DocumentStatement = z.infer<typeof documentStatementSchema>;

/** A statement with its key id and base64url signature, as the QR code carries it. */
const signedStatementSchema = documentStatementSchema.extend({
  kid: z.string().min(1).max(32),
  signature: z.string().min(1).max(128),
});
export type SignedStatement = z.infer<typeof signedStatementSchema>;

const field = (value: string) => value.trim().normalize('NFC');

/** The bytes the signature covers (see above). */
export function canonicalStatementBytes(statement: DocumentStatement, kid: string): Uint8Array {
  return new TextEncoder().encode(
    JSON.stringify(
      [
        DOCUMENT_SCHEME,
        kid,
        statement.kind,
        statement.number,
        statement.issuedOn,
        statement.holder,
        statement.nationality,
        statement.passportEnd,
        statement.eventStart,
        statement.eventEnd,
      ].map(field),
    ),
  );
}

/** Only the statement's own fields, in a fixed order. */
export function statementFields(statement: DocumentStatement): DocumentStatement {
  return {
    kind: statement.kind,
    number: statement.number,
    issuedOn: statement.issuedOn,
    holder: statement.holder,
    nationality: statement.nationality,
    passportEnd: statement.passportEnd,
    eventStart: statement.eventStart,
    eventEnd: statement.eventEnd,
  };
}

/**
 * The `doc` query parameter of the QR code's link: base64url of the signed statement's JSON.
 * /letters/verify?doc=… checks it without any code to type.
 */
export function encodeSignedStatement(signed: SignedStatement): string {
  const json = JSON.stringify({ ...statementFields(signed), kid: signed.kid, signature: signed.signature });
  return bytesToBase64Url(new TextEncoder().encode(json));
}

/** The signed statement of a `doc` parameter, or null when it is not one. */
export function decodeSignedStatement(value: string | undefined | null): SignedStatement | null {
  if (!value || value.length > 2000) return null;
  const bytes = base64UrlToBytes(value);
  if (!bytes) return null;
  try {
    const parsed = signedStatementSchema.safeParse(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A verification code as people type it: upper case, without spaces or hyphens, with the
 * letters Crockford's base32 never uses read as the digits they look like (O→0, I/L→1).
 * Null when it cannot be a code.
 */
export function normaliseDocumentCode(typed: string | undefined | null): string | null {
  if (!typed) return null;
  const plain = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return /^[0-9A-HJKMNP-TV-Z]{10}$/.test(plain) ? plain : null;
}

/** The code as printed: two groups of five ("7K3F9-QXD2M"). */
export function formatDocumentCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
