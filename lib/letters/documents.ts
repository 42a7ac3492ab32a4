import 'server-only';
import { createHash, sign } from 'node:crypto';
import type { Compilable, Selectable, SelectQueryBuilder } from 'kysely';
import { insertRow, isUniqueViolation, type Db, type Queryable, type Tables } from '@/lib/db';
import type { IssuedDocumentsTable } from '@/lib/db/schema';
import { site } from '@/lib/edition';
import type { TicketSigningKey } from '@/lib/tickets/keys';
import { siteUrl } from '@/lib/site-url';
import { bytesToBase64Url } from '@/lib/tickets/ed25519';
import {
  canonicalStatementBytes,
  documentStatementSchema,
  encodeSignedStatement,
  statementFields,
  type DocumentKind,
  type DocumentStatement,
  type SignedStatement,
} from './statement';

/**
 * Issued letters and certificates: the only module that queries issued_documents. A document is
 * numbered per kind and edition in sequence ("ACM-VL-2025-0001"), signed (lib/letters/statement.ts)
 * with the ticket key, and given a short verification code derived from its signature. Numbers
 * are never reused: an erased document keeps its row, emptied and withdrawn.
 */
type IssuedDocumentRow = Selectable<IssuedDocumentsTable>;

export interface IssuedDocument {
  number: string;
  kind: DocumentKind;
  code: string;
  ticketId: string | null;
  requestId: string | null;
  issuedAt: number;
  issuedBy: string | null;
  statement: DocumentStatement | null;
  signed: SignedStatement | null;
  withdrawnAt: number | null;
  withdrawnReason: string | null;
}

const NUMBER_DIGITS: Record<DocumentKind, number> = { letter: 4, certificate: 5 };
const NUMBER_INFIX: Record<DocumentKind, string> = { letter: 'VL', certificate: 'CA' };

/** "ACM-VL-2025-0001": {event code}-{VL|CA}-{edition}-{sequence}. */
export function documentNumber(kind: DocumentKind, edition: number, sequence: number): string {
  return `${site.eventCode}-${NUMBER_INFIX[kind]}-${edition}-${String(sequence).padStart(NUMBER_DIGITS[kind], '0')}`;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The 10-character code of a signature: Crockford base32 of the first 50 bits of its SHA-256. */
export function documentCode(signature: string): string {
  const digest = createHash('sha256').update(signature, 'utf8').digest();
  let bits = 0n;
  for (const byte of digest.subarray(0, 7)) bits = (bits << 8n) | BigInt(byte);
  bits >>= 6n; // 56 bits → the first 50
  let code = '';
  for (let index = 0; index < 10; index += 1) {
    code = CROCKFORD[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}

/** The day `at` falls on in the event's time zone, as YYYY-MM-DD. */
export function eventDay(at: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: site.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));
}

/** The signature of a statement with a ticket key. */
export function signStatement(statement: DocumentStatement, key: TicketSigningKey): SignedStatement {
  const fields = statementFields(statement);
  const signature = sign(null, canonicalStatementBytes(fields, key.id), key.privateKey);
  return { ...fields, kid: key.id, signature: bytesToBase64Url(signature) };
}

/** The link in a document's QR code: /letters/verify?doc=… (the signed statement itself). */
export function documentVerifyUrl(signed: SignedStatement): string {
  return `${siteUrl()}/letters/verify?doc=${encodeSignedStatement(signed)}`;
}

function fromRow(row: IssuedDocumentRow): IssuedDocument {
  let statement: DocumentStatement | null = null;
  if (row.statement) {
    const parsed = documentStatementSchema.safeParse(JSON.parse(row.statement));
    statement = parsed.success ? parsed.data : null;
  }
  return {
    number: row.number,
    kind: row.kind,
    code: row.code,
    ticketId: row.ticket_id,
    requestId: row.request_id,
    issuedAt: Number(row.issued_at),
    issuedBy: row.issued_by,
    statement,
    signed: statement && row.kid && row.signature ? { ...statement, kid: row.kid, signature: row.signature } : null,
    withdrawnAt: row.withdrawn_at === null ? null : Number(row.withdrawn_at),
    withdrawnReason: row.withdrawn_reason,
  };
}

export interface DocumentInput {
  kind: DocumentKind;
  ticketId: string;
  requestId?: string | null;
  holder: string;
  nationality?: string;
  passportEnd?: string;
  issuedBy: string | null;
}

const ISSUE_ATTEMPTS = 20;

/**
 * Issues run one at a time in this process (each is a read of the last number and one write),
 * so only issuers on other instances can race for a number; those retry after a short random wait.
 */
let issuing: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = issuing.then(task, task);
  issuing = run.catch(() => undefined);
  return run;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issues a document: takes the next number of its kind, signs it and stores it in one db.atomic
 * with the caller's `also` statements (a request marked approved, the mail, the audit entry),
 * which may use the document. With `when`, the document and everything with it are stored only
 * if `when` finds a row (lib/db insertRow): a request still pending, say; then null means it
 * did not. Two issuers racing for a number: the unique index refuses the second, which takes the
 * next number.
 */
export function issueDocument(
  db: Db,
  input: DocumentInput,
  key: TicketSigningKey,
  options: {
    now?: number;
    also?: (document: IssuedDocument) => Compilable[];
    when?: SelectQueryBuilder<Tables, keyof Tables, unknown>;
  } = {},
): Promise<IssuedDocument | null> {
  return oneAtATime(() => issueNext(db, input, key, options));
}

async function issueNext(
  db: Db,
  input: DocumentInput,
  key: TicketSigningKey,
  options: {
    now?: number;
    also?: (document: IssuedDocument) => Compilable[];
    when?: SelectQueryBuilder<Tables, keyof Tables, unknown>;
  },
): Promise<IssuedDocument | null> {
  const now = options.now ?? Date.now();
  const edition = site.edition;
  for (let attempt = 1; ; attempt += 1) {
    const last = await db.kysely
      .selectFrom('issued_documents')
      .select((eb) => eb.fn.max('sequence').as('sequence'))
      .where('kind', '=', input.kind)
      .where('edition', '=', edition)
      .executeTakeFirst();
    const sequence = Number(last?.sequence ?? 0) + 1;
    const statement: DocumentStatement = {
      kind: input.kind,
      number: documentNumber(input.kind, edition, sequence),
      issuedOn: eventDay(now),
      holder: input.holder.trim(),
      nationality: input.kind === 'letter' ? (input.nationality ?? '').trim() : '',
      passportEnd: input.kind === 'letter' ? (input.passportEnd ?? '').trim().slice(-4) : '',
      eventStart: site.startDate,
      eventEnd: site.endDate,
    };
    const signed = signStatement(statement, key);
    const document: IssuedDocument = {
      number: statement.number,
      kind: input.kind,
      code: documentCode(signed.signature),
      ticketId: input.ticketId,
      requestId: input.requestId ?? null,
      issuedAt: now,
      issuedBy: input.issuedBy,
      statement,
      signed,
      withdrawnAt: null,
      withdrawnReason: null,
    };
    const row = {
      number: document.number,
      kind: document.kind,
      edition,
      sequence,
      code: document.code,
      ticket_id: document.ticketId,
      request_id: document.requestId,
      issued_at: now,
      statement: JSON.stringify(statement),
      kid: signed.kid,
      signature: signed.signature,
      issued_by: document.issuedBy,
      withdrawn_at: null,
      withdrawn_reason: null,
    };
    try {
      await db.atomic([insertRow(db, 'issued_documents', row, options.when), ...(options.also?.(document) ?? [])]);
    } catch (error) {
      if (isUniqueViolation(error) && attempt < ISSUE_ATTEMPTS) {
        await pause(Math.random() * 20 * attempt);
        continue;
      }
      throw error;
    }
    if (!options.when) return document;
    // Stored, and this one: another issuer may have stored its own under the same number.
    return (await findDocumentByNumber(db, document.number))?.code === document.code ? document : null;
  }
}

/** The statement that makes an `also` statement conditional on the document having landed. */
export function documentLanded(db: Queryable, number: string) {
  return db.kysely.selectFrom('issued_documents').select('number').where('number', '=', number);
}

export async function findDocumentByNumber(db: Queryable, number: string): Promise<IssuedDocument | null> {
  const row = await db.kysely
    .selectFrom('issued_documents')
    .selectAll()
    .where('number', '=', number)
    .executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** The document of a (normalised) verification code. */
export async function findDocumentByCode(db: Queryable, code: string): Promise<IssuedDocument | null> {
  const row = await db.kysely.selectFrom('issued_documents').selectAll().where('code', '=', code).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** A ticket's documents of one kind, newest first. */
export async function documentsOfTicket(
  db: Queryable,
  ticketId: string,
  kind: DocumentKind,
): Promise<IssuedDocument[]> {
  const rows = await db.kysely
    .selectFrom('issued_documents')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .where('kind', '=', kind)
    .orderBy('issued_at', 'desc')
    .orderBy('number', 'desc')
    .execute();
  return rows.map(fromRow);
}

/** Withdraws a document (for the caller's db.atomic); a withdrawn one keeps its first withdrawal. */
export function withdrawDocument(db: Queryable, number: string, reason: string | null, now: number): Compilable {
  return db.kysely
    .updateTable('issued_documents')
    .set({ withdrawn_at: now, withdrawn_reason: reason })
    .where('number', '=', number)
    .where('withdrawn_at', 'is', null);
}

/**
 * Empties the documents of these tickets (an erasure): statement, signature and links to the
 * person go; the number, code and kind stay, withdrawn ("erased"), so the number is never reused
 * and the verify page answers "Withdrawn" rather than "Not authentic" for a genuine old letter.
 */
export async function eraseDocuments(db: Queryable, ticketIds: string[], now: number): Promise<number> {
  if (ticketIds.length === 0) return 0;
  const result = await db.kysely
    .updateTable('issued_documents')
    .set((eb) => ({
      statement: null,
      kid: null,
      signature: null,
      ticket_id: null,
      request_id: null,
      issued_by: null,
      withdrawn_at: eb.fn.coalesce('withdrawn_at', eb.val(now)),
      withdrawn_reason: 'erased',
    }))
    .where('ticket_id', 'in', ticketIds)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Moves a ticket's documents to the ticket that replaces it (a correction), only if `when` finds a row. */
export function moveDocuments(
  db: Queryable,
  from: string,
  to: string,
  when: SelectQueryBuilder<Tables, keyof Tables, unknown>,
): Compilable {
  return db.kysely
    .updateTable('issued_documents')
    .set({ ticket_id: to })
    .where('ticket_id', '=', from)
    .where((eb) => eb.exists(when as never));
}

/**
 * Withdraws a ticket's standing letters and certificates (a cancelled registration), only if
 * `when` finds a row: an embassy checking such a letter then reads "Withdrawn".
 */
export function withdrawTicketDocuments(
  db: Queryable,
  ticketId: string,
  now: number,
  when: SelectQueryBuilder<Tables, keyof Tables, unknown>,
): Compilable {
  return db.kysely
    .updateTable('issued_documents')
    .set({ withdrawn_at: now, withdrawn_reason: 'registration cancelled' })
    .where('ticket_id', '=', ticketId)
    .where('withdrawn_at', 'is', null)
    .where((eb) => eb.exists(when as never));
}

/**
 * Withdraws a ticket's other standing letters once a newer one is issued (a request that replaced
 * an earlier approved one, with other passport data), only if `when` finds the new one: one
 * ticket never holds two authentic letters.
 */
export function withdrawEarlierLetters(
  db: Queryable,
  ticketId: string,
  newer: string,
  now: number,
  when: SelectQueryBuilder<Tables, keyof Tables, unknown>,
): Compilable {
  return db.kysely
    .updateTable('issued_documents')
    .set({ withdrawn_at: now, withdrawn_reason: `replaced by ${newer}` })
    .where('ticket_id', '=', ticketId)
    .where('kind', '=', 'letter')
    .where('number', '!=', newer)
    .where('withdrawn_at', 'is', null)
    .where((eb) => eb.exists(when as never));
}
