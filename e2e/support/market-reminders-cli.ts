/**
 * For e2e/admin-market-meetings.spec.ts only (run with tsx --conditions=react-server): runs the
 * market meeting reminders job on a server's database (DATABASE_URL) at an injected moment, as the
 * server's own timer would at that time, and prints how many meetings it claimed.
 *   run <now ms>
 */
import { sendMeetingReminders } from '@/lib/market/reminders';
import { runDbCommand } from './db-cli';

runDbCommand(async (db, command, args) => {
  if (command !== 'run') throw new Error(`unknown command ${command}`);
  return { claimed: await sendMeetingReminders({ db, now: Number(args[0]) }) };
});
