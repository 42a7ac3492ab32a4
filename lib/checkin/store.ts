import 'server-only';
import { sql, type Compilable, type ExpressionBuilder, type OnConflictBuilder } from 'kysely';
import type { Db, Queryable, Tables } from '@/lib/db';
import type { CheckinAttemptsTable, CheckinsTable } from '@/lib/db/schema';
import { emailKey } from '@/lib/text';
import { revokedTicket } from '@/lib/tickets/revocations';
import type { CheckinResult } from './shared';

/**
 * The only module that queries the gate's two tables: `checkins`, one row per ticket id (the database
 * decides which of two gates was first), and `checkin_attempts`, every scan under the client's
 * nonce. The check-in (service.ts) writes and reads back here, the organisers' view
 * (lib/admin/checkins.ts) reads and undoes here, erasure deletes here.
 */
type AttemptRow = CheckinAttemptsTable;

/**
 * A nonce seen before with a result that changed nothing (invalid, or unverified before staff
 * confirmed) is overwritten by the retry; one that checked in or was refused stays as it was.
 */
function replaceChangelessAttempt(oc: OnConflictBuilder<Tables, 'checkin_attempts'>) {
  return oc
    .column('nonce')
    .doUpdateSet((eb) => ({
      result: eb.ref('excluded.result'),
      reason: eb.ref('excluded.reason'),
      first_at: eb.ref('excluded.first_at'),
      first_gate: eb.ref('excluded.first_gate'),
      first_by: eb.ref('excluded.first_by'),
      at: eb.ref('excluded.at'),
    }))
    .where('checkin_attempts.result', 'in', ['invalid', 'unverified']);
}

/** Logs a scan that stores no check-in. */
export function attemptInsert(db: Db, row: AttemptRow): Compilable {
  return db.kysely.insertInto('checkin_attempts').values(row).onConflict(replaceChangelessAttempt);
}

/** A check-in as read (PostgreSQL answers a bigint as text). */
const toCheckin = (row: CheckinsTable): CheckinsTable => ({
  ...row,
  at: Number(row.at),
  recorded_at: Number(row.recorded_at),
});

export async function findCheckin(db: Db, ticketId: string): Promise<CheckinsTable | null> {
  const row = await db.kysely.selectFrom('checkins').selectAll().where('ticket_id', '=', ticketId).executeTakeFirst();
  return row ? toCheckin(row) : null;
}

/**
 * The log entry of the scan with this nonce; null only when a check-in's batch wrote none (its
 * ticket was revoked between the service's check and the write: judgedCheckin).
 */
export async function findAttempt(db: Db, nonce: string): Promise<AttemptRow | null> {
  const row = await db.kysely.selectFrom('checkin_attempts').selectAll().where('nonce', '=', nonce).executeTakeFirst();
  return row ? { ...row, at: Number(row.at), first_at: row.first_at === null ? null : Number(row.first_at) } : null;
}

/**
 * The two statements of a scan that may check in, for one db.atomic(): the check-in, and this
 * scan's log entry, its outcome decided by whichever check-in is stored then.
 */
export function judgedCheckin(
  db: Db,
  checkin: CheckinsTable,
  scan: Pick<AttemptRow, 'nonce' | 'ticket_id' | 'name' | 'email' | 'gate' | 'staff_id' | 'staff_name' | 'at'>,
): Compilable[] {
  const columns = Object.keys(checkin) as (keyof CheckinsTable)[];
  // The check-in, unless this ticket has one (another gate was first), this nonce already
  // decided a scan (a retry, perhaps after an organiser undid its check-in), or the ticket was
  // revoked after the service looked (a revoked ticket never checks in).
  const insertCheckin = db.kysely
    .insertInto('checkins')
    .columns(columns)
    .expression(
      db.kysely
        .selectNoFrom((eb) => columns.map((column) => eb.val(checkin[column]).as(column)))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('checkin_attempts')
                .select('nonce')
                .where('nonce', '=', checkin.nonce)
                .where('result', 'in', ['checked_in', 'already_checked_in']),
            ),
          ),
        )
        .where((eb) => eb.not(eb.exists(revokedTicket(db, checkin.ticket_id)))),
    )
    .onConflict((oc) => oc.doNothing());
  // This scan's log entry, its outcome decided by whichever check-in is stored now: ours, or the
  // one another gate committed first.
  const insertAttempt = db.kysely
    .insertInto('checkin_attempts')
    .columns([
      'nonce',
      'ticket_id',
      'name',
      'email',
      'result',
      'reason',
      'gate',
      'staff_id',
      'staff_name',
      'at',
      'first_at',
      'first_gate',
      'first_by',
    ])
    .expression(
      db.kysely
        .selectFrom('checkins')
        .where('ticket_id', '=', scan.ticket_id)
        .select((eb) => [
          eb.val(scan.nonce).as('nonce'),
          eb.val(scan.ticket_id).as('ticket_id'),
          eb.val(scan.name).as('name'),
          eb.val(scan.email).as('email'),
          sql<CheckinResult>`case when nonce = ${scan.nonce} then 'checked_in' else 'already_checked_in' end`.as(
            'result',
          ),
          sql<null>`null`.as('reason'),
          eb.val(scan.gate).as('gate'),
          eb.val(scan.staff_id).as('staff_id'),
          eb.val(scan.staff_name).as('staff_name'),
          eb.val(scan.at).as('at'),
          'checkins.at as first_at',
          'checkins.gate as first_gate',
          'checkins.staff_name as first_by',
        ]),
    )
    .onConflict(replaceChangelessAttempt);
  return [insertCheckin, insertAttempt];
}

export async function countCheckins(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('checkins')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every gate name seen in a scan, for the filter. */
export async function checkinGates(db: Db): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('checkin_attempts')
    .select('gate')
    .distinct()
    .orderBy('gate')
    .limit(200)
    .execute();
  return rows.map((row) => row.gate);
}

/** The last scans, newest first, whatever their result. */
export async function lastScans(db: Db, { gate, limit }: { gate?: string; limit: number }): Promise<AttemptRow[]> {
  let query = db.kysely
    .selectFrom('checkin_attempts')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('nonce', 'desc')
    .limit(limit);
  if (gate) query = query.where('gate', '=', gate);
  return (await query.execute()).map((row) => ({
    ...row,
    at: Number(row.at),
    first_at: row.first_at === null ? null : Number(row.first_at),
  }));
}

/** Check-ins newest first, `limit` after the keyset cursor (at, ticket id). */
export async function checkinsBefore(
  db: Db,
  { gate, before, limit }: { gate?: string; before: { at: number; ticketId: string } | null; limit: number },
): Promise<CheckinsTable[]> {
  let query = db.kysely
    .selectFrom('checkins')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('ticket_id', 'desc')
    .limit(limit);
  if (gate) query = query.where('gate', '=', gate);
  if (before)
    query = query.where((eb) =>
      eb.or([eb('at', '<', before.at), eb.and([eb('at', '=', before.at), eb('ticket_id', '<', before.ticketId)])]),
    );
  return (await query.execute()).map(toCheckin);
}

/**
 * For the attendees' store (lib/attendees/store.ts): whether the attendee of the row has a
 * check-in, under their current ticket id or their address (a check-in made before their details
 * were corrected is under the old ticket's id; check-ins keep the address lower-cased, as
 * attendees' email_key does).
 */
export function hasCheckin(eb: ExpressionBuilder<Tables, 'attendees'>) {
  return eb.exists(
    eb
      .selectFrom('checkins')
      .select('checkins.ticket_id')
      .where((inner) =>
        inner.or([
          inner('checkins.ticket_id', '=', inner.ref('attendees.ticket_id')),
          inner('checkins.email', '=', inner.ref('attendees.email_key')),
        ]),
      ),
  );
}

/** A person's check-ins, by their ticket id or their address (see hasCheckin), newest first. */
export async function checkinsOfHolder(
  db: Queryable,
  { ticketId, email }: { ticketId: string; email: string },
): Promise<CheckinsTable[]> {
  const rows = await db.kysely
    .selectFrom('checkins')
    .selectAll()
    .where((eb) => eb.or([eb('ticket_id', '=', ticketId), eb('email', '=', emailKey(email))]))
    .orderBy('at', 'desc')
    .limit(100)
    .execute();
  return rows.map(toCheckin);
}

/** The statement that removes a ticket's check-in (run with its audit entry). */
export function checkinDelete(db: Db, ticketId: string): Compilable {
  return db.kysely.deleteFrom('checkins').where('ticket_id', '=', ticketId);
}

/** Erasure's part (inside its transaction): the check-ins and scans of a holder's lower-cased address, counted. */
export async function eraseCheckins(db: Queryable, address: string): Promise<{ checkins: number; scans: number }> {
  // Check-ins and scan logs keep the holder's address lower-cased.
  const checkins = await db.kysely.deleteFrom('checkins').where('email', '=', address).executeTakeFirst();
  const scans = await db.kysely.deleteFrom('checkin_attempts').where('email', '=', address).executeTakeFirst();
  return { checkins: Number(checkins.numDeletedRows), scans: Number(scans.numDeletedRows) };
}
