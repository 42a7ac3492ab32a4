import 'server-only';
import type { Queryable } from '@/lib/db';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { base64UrlToBytes, type Ed25519Verify, type TicketPublicKey } from '@/lib/tickets/ed25519';
import { findDocumentByCode, findDocumentByNumber, type IssuedDocument } from './documents';
import {
  canonicalStatementBytes,
  decodeSignedStatement,
  normaliseDocumentCode,
  statementFields,
  type DocumentStatement,
  type SignedStatement,
} from './statement';

/**
 * What /letters/verify says of a typed code or of a QR code's signed statement:
 * - authentic: a document we issued and have not withdrawn, whose stored statement carries a
 *   good signature by a published key (and, from a QR, exactly the statement scanned);
 * - withdrawn: we issued it and withdrew it (or erased its holder's data);
 * - not-authentic: anything else (an unknown code, a forged or edited statement);
 * - unavailable: the database could not be read, so nothing can be said yet.
 */
export type DocumentVerdict =
  | { state: 'authentic'; statement: DocumentStatement; code: string }
  | { state: 'withdrawn'; number: string; kind: IssuedDocument['kind']; withdrawnAt: number }
  | { state: 'not-authentic' }
  | { state: 'unavailable' };

/** Anonymous checks a client may make a minute: a consular officer checks a few. */
export const DOCUMENT_CHECKS_PER_MINUTE = 30;

export interface VerifyDeps {
  db: () => Promise<Queryable>;
  keys: readonly TicketPublicKey[];
  verify: Ed25519Verify;
}

async function signatureHolds(
  signed: SignedStatement,
  keys: readonly TicketPublicKey[],
  verify: Ed25519Verify,
): Promise<boolean> {
  const key = keys.find((candidate) => candidate.id === signed.kid);
  const publicKey = key ? base64UrlToBytes(key.publicKey) : null;
  const signature = base64UrlToBytes(signed.signature);
  if (!publicKey || publicKey.length !== 32 || !signature || signature.length !== 64) return false;
  try {
    return await verify(signature, canonicalStatementBytes(statementFields(signed), signed.kid), publicKey);
  } catch {
    return false;
  }
}

const sameStatement = (a: DocumentStatement, b: DocumentStatement) =>
  JSON.stringify(statementFields(a)) === JSON.stringify(statementFields(b));

async function verdictOf(
  document: IssuedDocument | null,
  deps: VerifyDeps,
  scanned: SignedStatement | null,
): Promise<DocumentVerdict> {
  if (!document) return { state: 'not-authentic' };
  if (document.withdrawnAt !== null)
    return { state: 'withdrawn', number: document.number, kind: document.kind, withdrawnAt: document.withdrawnAt };
  if (!document.signed || !(await signatureHolds(document.signed, deps.keys, deps.verify)))
    return { state: 'not-authentic' };
  if (scanned && !sameStatement(scanned, document.signed)) return { state: 'not-authentic' };
  return { state: 'authentic', statement: statementFields(document.signed), code: document.code };
}

/** The verdict on a typed verification code ("7K3F9-QXD2M", any case, with or without the hyphen). */
export async function verifyDocumentCode(deps: VerifyDeps, typed: string): Promise<DocumentVerdict> {
  const code = normaliseDocumentCode(typed);
  if (!code) return { state: 'not-authentic' };
  try {
    return await verdictOf(await findDocumentByCode(await deps.db(), code), deps, null);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { state: 'unavailable' };
    throw error;
  }
}

/**
 * The verdict on a QR code's `doc` parameter: its signature must hold against the published
 * keys (a forged or edited statement stops here, without reading the database), and the
 * document of its number must be ours, standing, and say the same.
 */
export async function verifySignedDocument(deps: VerifyDeps, doc: string): Promise<DocumentVerdict> {
  const scanned = decodeSignedStatement(doc);
  if (!scanned || !(await signatureHolds(scanned, deps.keys, deps.verify))) return { state: 'not-authentic' };
  try {
    return await verdictOf(await findDocumentByNumber(await deps.db(), scanned.number), deps, scanned);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { state: 'unavailable' };
    throw error;
  }
}
