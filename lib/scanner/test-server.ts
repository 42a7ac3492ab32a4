import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import type { CheckinRequest, CheckinResponse } from '@/lib/checkin/shared';
import { encodeTicket } from '@/lib/tickets/codec';
import { bytesToBase64Url, canonicalTicketBytes } from '@/lib/tickets/ed25519';
import type { RevokedEntry, RevokedPage } from '@/lib/tickets/revoked-list';
import type { Ticket } from '@/lib/tickets/schema';
import type { TransportAnswer } from './engine';

/**
 * For the scanner's unit tests only: the server's side of a check-in. Tickets signed by a key
 * made here with node:crypto (independent of the code under test), its published public key,
 * and a scripted POST /api/checkin.
 */
const { privateKey, publicKey } = generateKeyPairSync('ed25519');

/** The server's public key as GET /api/tickets/keys publishes it. */
export const published = { id: 'k1', publicKey: publicKey.export({ format: 'jwk' }).x as string };

/** The base64 ticket JSON, signed by the server's key. */
export function signedCode(ticket: Ticket): string {
  const signature = sign(null, canonicalTicketBytes(ticket, 'k1'), privateKey);
  return encodeTicket({ ...ticket, kid: 'k1', signature: bytesToBase64Url(signature) });
}

/** A scripted server: each call answers the next scripted answer (then no network) and records the request. */
export function scripted(...answers: TransportAnswer[]) {
  const requests: CheckinRequest[] = [];
  const transport = async (body: CheckinRequest) => {
    requests.push(body);
    return answers.shift() ?? { kind: 'network' as const };
  };
  return { requests, answers, transport };
}

export const answer = (response: CheckinResponse): TransportAnswer => ({ kind: 'answer', response });

/**
 * A scripted GET /api/tickets/revoked: the revocations it holds (add more with `revoke`), served
 * `pageSize` at a time after the cursor (here simply the count already served), each request
 * recorded; `down` makes it fail like a lost network.
 */
export function revocationServer(pageSize = 2) {
  const entries: RevokedEntry[] = [];
  const requests: (string | undefined)[] = [];
  const server = {
    entries,
    requests,
    down: false,
    revoke(ticketId: string, at: string) {
      entries.push({ hash: createHash('sha256').update(ticketId, 'utf8').digest('hex'), at });
    },
    fetchPage: async (since: string | undefined): Promise<RevokedPage> => {
      requests.push(since);
      if (server.down) throw new TypeError('Failed to fetch');
      const from = since === undefined ? 0 : Number(since);
      const revoked = entries.slice(from, from + pageSize);
      return { revoked, cursor: String(from + revoked.length), more: from + revoked.length < entries.length };
    },
  };
  return server;
}
