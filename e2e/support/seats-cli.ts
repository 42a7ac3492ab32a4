/**
 * For e2e/support/seats.ts only (run with tsx --conditions=react-server): acts on the capacity
 * server's database (DATABASE_URL) with the site's own code, and prints the outcome as JSON.
 *   cancel <email> <capacity>      cancelRegistration, passing the freed seat on
 *   pass <capacity> <now ms>       passSeatsOn at that moment
 */
import { sessionSecret } from '@/lib/auth/secret';
import { cancelRegistration } from '@/lib/attendees/lifecycle';
import { passSeatsOn, type SeatDeps } from '@/lib/attendees/seats';
import { findAttendeeByEmail } from '@/lib/attendees/store';
import { ticketLetters } from '@/lib/letters/ticket-letters';
import { runDbCommand } from './db-cli';

runDbCommand(async (db, command, args) => {
  const linkSecret = await sessionSecret(db, undefined);
  const seats = (capacity: string, now = Date.now()): SeatDeps => ({
    db,
    seats: { capacity: Number(capacity), offerHours: 48 },
    linkSecret,
    now: () => now,
  });
  if (command === 'cancel') {
    const [email, capacity] = args;
    const attendee = await findAttendeeByEmail(db, email);
    if (!attendee) throw new Error(`no registration for ${email}`);
    const result = await cancelRegistration(
      { db, letters: ticketLetters, passSeatsOn: async () => void (await passSeatsOn(seats(capacity))) },
      attendee.ticketId,
      { actor: 'e2e@example.com', reason: 'e2e' },
    );
    return { ok: result.ok };
  }
  if (command === 'pass') {
    const [capacity, now] = args;
    return { offered: await passSeatsOn(seats(capacity, Number(now))) };
  }
  throw new Error(`unknown command ${command}`);
});
