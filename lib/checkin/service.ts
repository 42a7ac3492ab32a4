import 'server-only';
import type { Db } from '@/lib/db';
import type { CheckinAttemptsTable, CheckinsTable } from '@/lib/db/schema';
import { decodeTicket } from '@/lib/tickets/codec';
import { findRevocation } from '@/lib/tickets/revocations';
import type { GateResult } from '@/lib/tickets/verify';
import { attemptInsert, findAttempt, findCheckin, judgedCheckin } from './store';
import { ticketDataFrom, type CheckinRequest, type CheckinResponse } from './shared';

/**
 * Check-in at the gate, modelled on pretix's redeem (the rules: docs/tickets.md, "Check-in rules").
 * `checkins` has one row per ticket id, so of two gates scanning one ticket exactly one insert
 * lands; every scan is logged under the client's nonce, so a retry gets its original answer. A
 * revoked ticket never checks in: the service looks first and the check-in's own statement looks
 * again, so a revocation that commits in between still wins.
 */

/** Verifies a scanned ticket (the base64 JSON); the composition root (lib/runtime) supplies it. */
export type TicketVerifier = (data: string) => Promise<GateResult>;

export interface Staff {
  id: string;
  name: string;
}

export interface CheckinDeps {
  db: Db;
  verify: TicketVerifier;
  now?: () => number;
}

/** An offline scanner's time is trusted up to this far ahead of the server's clock… */
const SCANNED_AT_FUTURE_SKEW_MS = 2 * 60_000;
/** …and this far back (a device that was offline for a whole festival weekend). */
export const SCANNED_AT_MAX_AGE_MS = 4 * 24 * 60 * 60_000;

/** The scan time to record: the offline scanner's own when plausible, otherwise the server's. */
export function checkinTime(scannedAt: string | undefined, now: number): number {
  if (!scannedAt) return now;
  const at = Date.parse(scannedAt);
  if (!Number.isFinite(at) || at > now + SCANNED_AT_FUTURE_SKEW_MS || at < now - SCANNED_AT_MAX_AGE_MS) return now;
  return Math.min(at, now);
}

/** The same nonce was sent before for a different ticket: a client bug, never a check-in. */
export class NonceReusedError extends Error {
  constructor() {
    super('This scan id (nonce) was already used for another ticket: send a fresh one per scan.');
  }
}

type AttemptRow = CheckinAttemptsTable;

function answerFrom(
  row: Pick<AttemptRow, 'result' | 'ticket_id' | 'name' | 'reason' | 'first_at' | 'first_gate' | 'first_by'>,
  revokedAt: number | null,
): CheckinResponse {
  return {
    result: row.result,
    ...(row.ticket_id ? { ticketId: row.ticket_id } : {}),
    ...(row.name ? { name: row.name } : {}),
    ...(row.first_at !== null && row.first_gate !== null && row.first_by !== null
      ? { firstCheckIn: { at: new Date(Number(row.first_at)).toISOString(), gate: row.first_gate, by: row.first_by } }
      : {}),
    ...(row.reason ? { reason: row.reason } : {}),
    ...(revokedAt !== null ? { revokedAt: new Date(revokedAt).toISOString() } : {}),
  };
}

/**
 * The log entry of a scan, which is also its answer (a retry reads the same row); a revoked
 * scan's time of revocation is read again (a revocation is never undone). Null when the batch
 * wrote no entry (the ticket was revoked meanwhile).
 */
async function recordedAnswer(db: Db, nonce: string, ticketId: string | null): Promise<CheckinResponse | null> {
  const row = await findAttempt(db, nonce);
  if (!row) return null;
  if (row.ticket_id !== ticketId) throw new NonceReusedError();
  const revocation = row.result === 'revoked' && row.ticket_id ? await findRevocation(db, row.ticket_id) : null;
  return answerFrom(row, revocation?.revokedAt ?? null);
}

/** recordedAnswer of a scan whose batch always writes its entry. */
async function writtenAnswer(db: Db, nonce: string, ticketId: string | null): Promise<CheckinResponse> {
  const answer = await recordedAnswer(db, nonce, ticketId);
  if (!answer) throw new Error(`the scan ${nonce} was not logged`);
  return answer;
}

/**
 * Answers one scan: see the module comment. A scan costs one write and one read: the write stores
 * the check-in (when none exists) and the log entry, its outcome decided by whatever check-in is
 * stored then, and the answer is read back from that entry, so a retried nonce answers as before.
 * Throws NonceReusedError for a nonce already used for another ticket.
 */
export async function checkIn(deps: CheckinDeps, request: CheckinRequest, staff: Staff): Promise<CheckinResponse> {
  const { db } = deps;
  const now = (deps.now ?? Date.now)();
  const at = checkinTime(request.scannedAt, now);
  const data = ticketDataFrom(request.ticket);
  const decoded = decodeTicket(data);
  const decodedId = decoded.ok ? decoded.ticket.ticketId : null;
  const scan = { nonce: request.nonce, gate: request.gate, staff_id: staff.id, staff_name: staff.name, at };
  const refuseRevoked = async (ticket: { ticketId: string; firstName: string; lastName: string; email: string }) => {
    const holder = {
      ticket_id: ticket.ticketId,
      name: `${ticket.firstName} ${ticket.lastName}`,
      email: ticket.email.trim().toLowerCase(),
    };
    await db.atomic([
      attemptInsert(db, {
        ...scan,
        ...holder,
        result: 'revoked',
        reason: null,
        first_at: null,
        first_gate: null,
        first_by: null,
      }),
    ]);
    return writtenAnswer(db, request.nonce, holder.ticket_id);
  };
  // Before the signature: a revoked ticket is refused whatever it carries.
  if (decoded.ok && (await findRevocation(db, decoded.ticket.ticketId))) return refuseRevoked(decoded.ticket);
  const verdict = await deps.verify(data);

  if (verdict.status === 'invalid') {
    const ticket = decoded.ok ? decoded.ticket : null;
    await db.atomic([
      attemptInsert(db, {
        ...scan,
        ticket_id: ticket?.ticketId ?? null,
        name: ticket ? `${ticket.firstName} ${ticket.lastName}` : null,
        email: ticket?.email.trim().toLowerCase() ?? null,
        result: 'invalid',
        reason: verdict.reason,
        first_at: null,
        first_gate: null,
        first_by: null,
      }),
    ]);
    return writtenAnswer(db, request.nonce, decodedId);
  }

  const ticket = verdict.ticket;
  const holder = {
    ticket_id: ticket.ticketId,
    name: `${ticket.firstName} ${ticket.lastName}`,
    email: ticket.email.trim().toLowerCase(),
  };
  if (holder.ticket_id !== decodedId) throw new Error('the verifier answered for another ticket than the one scanned');

  if (verdict.status === 'unverified' && !request.confirmUnverified) {
    // Admitted before on staff's confirmation: a second use is caught like any other.
    const first = await findCheckin(db, holder.ticket_id);
    await db.atomic([
      attemptInsert(
        db,
        first
          ? {
              ...scan,
              ...holder,
              result: 'already_checked_in',
              reason: null,
              first_at: first.at,
              first_gate: first.gate,
              first_by: first.staff_name,
            }
          : {
              ...scan,
              ...holder,
              result: 'unverified',
              reason: verdict.note,
              first_at: null,
              first_gate: null,
              first_by: null,
            },
      ),
    ]);
    return writtenAnswer(db, request.nonce, holder.ticket_id);
  }

  const checkin: CheckinsTable = {
    ...holder,
    at,
    gate: request.gate,
    staff_id: staff.id,
    staff_name: staff.name,
    verification: verdict.status === 'valid' ? verdict.by : 'unverified',
    source: request.scannedAt ? 'offline' : 'online',
    nonce: request.nonce,
    recorded_at: now,
  };
  await db.atomic(judgedCheckin(db, checkin, { ...scan, ...holder }));
  // No entry: the ticket was revoked between the look above and the write, which stored nothing.
  return (await recordedAnswer(db, request.nonce, holder.ticket_id)) ?? refuseRevoked(ticket);
}
