import { createPublicKey, verify } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

type PublishedKeys = { keys: { id: string; publicKey: string }[] };

/**
 * An independent check of a letter's or certificate's QR link, written from docs/letters.md
 * only (no project code): the `doc` parameter is base64url JSON of the signed statement; the
 * signed bytes are the UTF-8 of JSON.stringify(["acm-document-v1", kid, kind, number, issuedOn,
 * holder, nationality, passportEnd, eventStart, eventEnd]), each trimmed and NFC; the signature
 * is Ed25519 by the key of GET /api/tickets/keys with that kid. Answers the statement and
 * whether the signature holds.
 */
export async function checkDocumentLink(
  request: APIRequestContext,
  site: string,
  link: string,
): Promise<{ valid: boolean; statement: Record<string, string> }> {
  const doc = new URL(link).searchParams.get('doc') ?? '';
  const s = JSON.parse(Buffer.from(doc, 'base64url').toString('utf8')) as Record<string, string>;
  const { keys } = (await (await request.get(`${site}/api/tickets/keys`)).json()) as PublishedKeys;
  const key = keys.find((candidate) => candidate.id === s.kid);
  if (!key) return { valid: false, statement: s };
  const field = (value: string | undefined) => (value ?? '').trim().normalize('NFC');
  const bytes = Buffer.from(
    JSON.stringify(
      [
        'acm-document-v1',
        s.kid,
        s.kind,
        s.number,
        s.issuedOn,
        s.holder,
        s.nationality,
        s.passportEnd,
        s.eventStart,
        s.eventEnd,
      ].map(field),
    ),
    'utf8',
  );
  const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.publicKey }, format: 'jwk' });
  return { valid: verify(null, bytes, publicKey, Buffer.from(s.signature, 'base64url')), statement: s };
}
