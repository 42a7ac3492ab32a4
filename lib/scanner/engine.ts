import { z } from 'zod';
import type { CheckinRequest, CheckinResponse } from '@/lib/checkin/shared';
import { ticketDataFrom } from '@/lib/checkin/shared';
import { decodeTicket } from '@/lib/tickets/codec';
import { checkTicketSignature, type TicketPublicKey } from '@/lib/tickets/ed25519';
import { revokedPageSchema, ticketIdHash, type RevokedPage } from '@/lib/tickets/revoked-list';
import type { ScannerStore } from './store';

/**
 * The gate scanner's logic without UI: one scan online (POST /api/checkin) or, without a
 * network, on the device (the signature checked with the downloaded keys, the check-in kept and
 * queued), and the upload of the queue when the network returns. The server has the last word: an
 * offline check-in it answers already_checked_in (or revoked) for becomes a conflict for the
 * supervisor. Offline, a ticket on the device's list of cancellations (synced from
 * GET /api/tickets/revoked) is refused whatever its signature, as the server would.
 */

/** What a scan comes to, for the result screen (components/scanner/result-display.ts). */
export type Outcome =
  | { kind: 'checked_in'; ticketId: string; name: string; at: number; gate: string; offline: boolean }
  | {
      kind: 'already_checked_in';
      ticketId: string;
      name: string;
      first: { at: number; gate: string; by?: string };
      offline: boolean;
    }
  | { kind: 'invalid'; reason: string }
  /** The organisers cancelled this ticket: never admitted. Offline: found on the device's list. */
  | { kind: 'revoked'; ticketId: string; name: string; revokedAt: number; offline: boolean }
  /** Online: the server cannot verify it and staff may confirm; offline: it cannot be checked at all. */
  | { kind: 'unverified'; ticketId: string; name: string; reason: string; ticket: string; offline: boolean }
  /** The scan was not recorded: signed out, not allowed, or the server refused the request. */
  | { kind: 'error'; message: string };

/** The answer of POST /api/checkin: the JSON answer, an HTTP status without one, or no network. */
export type TransportAnswer =
  { kind: 'answer'; response: CheckinResponse } | { kind: 'status'; status: number } | { kind: 'network' };

export type Transport = (body: CheckinRequest) => Promise<TransportAnswer>;

export type EngineDeps = {
  store: ScannerStore;
  transport: Transport;
  online: () => boolean;
  newNonce: () => string;
  now: () => number;
};

const UNREADABLE = 'This code does not hold a readable ticket.';

/** POST /api/checkin from the browser. A 5xx is treated like a lost network: the nonce makes a retry safe. */
export function httpTransport(endpoint = '/api/checkin'): Transport {
  return async (body) => {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch {
      return { kind: 'network' };
    }
    if (response.status >= 500) return { kind: 'network' };
    if (!response.ok) return { kind: 'status', status: response.status };
    try {
      const json: unknown = await response.json();
      if (json && typeof json === 'object' && 'result' in json)
        return { kind: 'answer', response: json as CheckinResponse };
    } catch {
      // An answer that is not the protocol's: as if it never arrived.
    }
    return { kind: 'network' };
  };
}

const keysSchema = z.object({ keys: z.array(z.object({ id: z.string().min(1), publicKey: z.string().min(1) })) });

/** One answer of GET /api/tickets/revoked: what was cancelled after `since` (everything without one). */
export type FetchRevoked = (since: string | undefined) => Promise<RevokedPage>;

export function fetchRevokedPage(endpoint = '/api/tickets/revoked'): FetchRevoked {
  return async (since) => {
    const url = since === undefined ? endpoint : `${endpoint}?since=${encodeURIComponent(since)}`;
    const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`GET ${endpoint}: HTTP ${response.status}`);
    return revokedPageSchema.parse(await response.json());
  };
}

/** Answers per sync at most: a list larger than this many pages goes on at the next refresh. */
const MAX_PAGES_PER_SYNC = 50;

/** GET /api/tickets/keys: the public keys a scanner verifies tickets with. */
export async function fetchTicketKeys(endpoint = '/api/tickets/keys'): Promise<TicketPublicKey[]> {
  const response = await fetch(endpoint, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET ${endpoint}: HTTP ${response.status}`);
  return keysSchema.parse(await response.json()).keys;
}

function statusMessage(status: number): string {
  if (status === 401) return 'You are signed out. Sign in again to go on scanning.';
  if (status === 403) return 'Your account may not check tickets in.';
  if (status === 429) return 'Too many scans at once. Wait a moment and scan again.';
  return `The server refused this scan (HTTP ${status}). Scan again or type the code.`;
}

const fullName = (ticket: { firstName: string; lastName: string }) => `${ticket.firstName} ${ticket.lastName}`;

/** Maps the server's answer to an outcome. */
export function outcomeFromResponse(
  response: CheckinResponse,
  ticket: string,
  fallback: { ticketId: string; name: string; at: number },
): Outcome {
  const ticketId = response.ticketId ?? fallback.ticketId;
  const name = response.name ?? fallback.name;
  const first = response.firstCheckIn;
  switch (response.result) {
    case 'checked_in':
      return {
        kind: 'checked_in',
        ticketId,
        name,
        at: first ? Date.parse(first.at) : fallback.at,
        gate: first?.gate ?? '',
        offline: false,
      };
    case 'already_checked_in':
      return {
        kind: 'already_checked_in',
        ticketId,
        name,
        first: first ? { at: Date.parse(first.at), gate: first.gate, by: first.by } : { at: Number.NaN, gate: '' },
        offline: false,
      };
    case 'unverified':
      return {
        kind: 'unverified',
        ticketId,
        name,
        reason: response.reason ?? 'This ticket cannot be verified.',
        ticket,
        offline: false,
      };
    case 'revoked':
      return {
        kind: 'revoked',
        ticketId,
        name,
        revokedAt: response.revokedAt ? Date.parse(response.revokedAt) : Number.NaN,
        offline: false,
      };
    default:
      return { kind: 'invalid', reason: response.reason ?? UNREADABLE };
  }
}

export function createEngine(deps: EngineDeps) {
  const { store } = deps;

  /** Without a network: the signature checked with the stored keys, the check-in kept on the device. */
  async function offlineScan(ticket: string, gate: string, nonce: string, at: number): Promise<Outcome> {
    const decoded = decodeTicket(ticket);
    if (!decoded.ok) return { kind: 'invalid', reason: UNREADABLE };
    const { ticketId } = decoded.ticket;
    const name = fullName(decoded.ticket);
    const revokedAt = await store.revokedAt(await ticketIdHash(ticketId));
    if (revokedAt !== undefined) return { kind: 'revoked', ticketId, name, revokedAt, offline: true };
    const keys = (await store.getKeys())?.keys ?? [];
    const check = await checkTicketSignature(decoded.ticket, keys);
    if (check === 'invalid')
      return { kind: 'invalid', reason: 'The signature does not match this ticket: it has been forged or altered.' };
    if (check !== 'valid') {
      const reason =
        check === 'unsigned'
          ? 'This ticket has no signature, so it cannot be checked offline. Do not admit it until the network is back, or ask an organiser.'
          : keys.length === 0
            ? 'This device has no ticket keys yet: open the scanner once with a network. Do not admit it until then.'
            : 'This ticket was signed with a key this device does not know, so it cannot be checked offline. Do not admit it until the network is back.';
      return { kind: 'unverified', ticketId, name, reason, ticket, offline: true };
    }
    const admitted = await store.admitOffline(
      { nonce, ticket, gate, scannedAt: new Date(at).toISOString(), ticketId, name },
      at,
    );
    if (admitted.admitted) return { kind: 'checked_in', ticketId, name, at, gate, offline: true };
    const { first } = admitted;
    return {
      kind: 'already_checked_in',
      ticketId,
      name,
      first: { at: first.at, gate: first.gate, by: first.by },
      offline: true,
    };
  }

  return {
    /** One scan or typed code. `confirmUnverified`: staff checked the ID for a ticket the server cannot verify. */
    async scan(input: string, gate: string, options: { confirmUnverified?: boolean } = {}): Promise<Outcome> {
      const ticket = ticketDataFrom(input);
      const decoded = decodeTicket(ticket);
      if (!decoded.ok) return { kind: 'invalid', reason: UNREADABLE };
      // One nonce per scan, kept for its retry and its offline upload: a lost answer is never a second check-in.
      const nonce = deps.newNonce();
      const at = deps.now();
      const fallback = { ticketId: decoded.ticket.ticketId, name: fullName(decoded.ticket), at };
      const body = { ticket, nonce, gate, ...(options.confirmUnverified ? { confirmUnverified: true } : {}) };
      // A lost request is sent once more with the same nonce before the scan is handled offline.
      for (let attempt = 0; attempt < 2 && deps.online(); attempt += 1) {
        const answer = await deps.transport(body);
        if (answer.kind === 'answer') {
          const outcome = outcomeFromResponse(answer.response, ticket, fallback);
          if (outcome.kind === 'checked_in')
            await store.remember({
              ticketId: outcome.ticketId,
              name: outcome.name,
              at: outcome.at,
              gate: outcome.gate,
            });
          if (outcome.kind === 'already_checked_in')
            await store.remember({ ticketId: outcome.ticketId, name: outcome.name, ...outcome.first });
          return outcome;
        }
        if (answer.kind === 'status') return { kind: 'error', message: statusMessage(answer.status) };
      }
      return offlineScan(ticket, gate, nonce, at);
    },

    /** Downloads the public keys (GET /api/tickets/keys) and keeps them; false when that failed. */
    async refreshKeys(fetchKeys: () => Promise<TicketPublicKey[]>): Promise<boolean> {
      try {
        const keys = await fetchKeys();
        await store.setKeys({ keys, fetchedAt: deps.now() });
        return true;
      } catch {
        return false;
      }
    },

    /**
     * Brings the device's list of cancelled tickets up to date: the answers after its cursor,
     * each stored with the cursor it leads to (an interrupted first sync resumes where it
     * stopped). The list counts as complete, and its age restarts, only when the server says
     * nothing more waits. False when a request failed.
     */
    async refreshRevocations(fetchPage: FetchRevoked): Promise<boolean> {
      try {
        let since = (await store.revocationSync())?.cursor;
        for (let page = 0; page < MAX_PAGES_PER_SYNC; page += 1) {
          const answer = await fetchPage(since);
          const completeAt = answer.more ? ((await store.revocationSync())?.completeAt ?? null) : deps.now();
          await store.addRevocations(answer.revoked, { cursor: answer.cursor, completeAt });
          if (!answer.more) return true;
          since = answer.cursor;
        }
        return true;
      } catch {
        return false;
      }
    },

    /**
     * Uploads the queued check-ins in order, each with its nonce and scan time. Stops at the
     * first that cannot be sent (no network, signed out): it and those after it wait for the
     * next try. Answers how many were uploaded.
     */
    async upload(): Promise<{ uploaded: number; stopped?: string }> {
      let uploaded = 0;
      for (const entry of await store.queued()) {
        if (entry.seq === undefined) continue;
        const answer = await deps.transport({
          ticket: entry.ticket,
          nonce: entry.nonce,
          gate: entry.gate,
          scannedAt: entry.scannedAt,
        });
        if (answer.kind === 'network') return { uploaded, stopped: 'network' };
        if (answer.kind === 'status' && [401, 403, 429].includes(answer.status))
          return { uploaded, stopped: statusMessage(answer.status) };
        const base = {
          nonce: entry.nonce,
          ticketId: entry.ticketId,
          name: entry.name,
          localAt: Date.parse(entry.scannedAt),
          localGate: entry.gate,
        };
        if (answer.kind === 'status') {
          await store.dequeueWithConflict(entry.seq, { ...base, reason: statusMessage(answer.status) });
        } else if (answer.response.result === 'checked_in') {
          await store.dequeue(entry.seq);
        } else if (answer.response.result === 'revoked') {
          const revokedAt = answer.response.revokedAt ? Date.parse(answer.response.revokedAt) : Number.NaN;
          await store.dequeueWithConflict(entry.seq, { ...base, revokedAt });
        } else if (answer.response.result === 'already_checked_in' && answer.response.firstCheckIn) {
          const { at, gate, by } = answer.response.firstCheckIn;
          await store.dequeueWithConflict(entry.seq, { ...base, other: { at: Date.parse(at), gate, by } });
        } else {
          await store.dequeueWithConflict(entry.seq, {
            ...base,
            reason: answer.response.reason ?? `The server answered ${answer.response.result}.`,
          });
        }
        uploaded += 1;
      }
      return { uploaded };
    },
  };
}

export type ScannerEngine = ReturnType<typeof createEngine>;
