/**
 * For the end-to-end tests only: what the organiser area's Cancel button and registration do,
 * through the same library code, on the admin server's database (DATABASE_URL), so the gate's
 * tests need neither. Run with the server condition (the library is server-only):
 *
 *   npx tsx --conditions=react-server e2e/support/revoke.ts revoke <ticket id>...
 *   npx tsx --conditions=react-server e2e/support/revoke.ts attendee <ticket id> <first> <last> <email>
 */
import { recordAttendee } from '@/lib/attendees/store';
import { openMigratedDatabase } from '@/lib/db';
import { revokeTickets } from '@/lib/tickets/revocations';

async function main([command, ...args]: string[]) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL names the admin server database');
  const db = await openMigratedDatabase(url);
  try {
    if (command === 'revoke') await revokeTickets(db, args, Date.now());
    else if (command === 'attendee') {
      const [ticketId, firstName, lastName, email] = args;
      await recordAttendee(db, {
        ticketId,
        firstName,
        lastName,
        email,
        ticket: { ticketId, firstName, lastName, email },
        payload: { firstName, lastName, email },
      });
    } else throw new Error(`unknown command ${command}`);
  } finally {
    await db.close();
  }
}

void main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
