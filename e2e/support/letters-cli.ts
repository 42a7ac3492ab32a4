/**
 * For e2e/support/letters.ts only (run with tsx --conditions=react-server): stores a visa letter
 * request on the admin server's database (DATABASE_URL) with the site's own code, as the
 * request form (/ticket/visa-letter) does, and prints its id as JSON.
 *   submit <ticket id> <request JSON>
 */
import { openMigratedDatabase } from '@/lib/db';
import { submitRequest, type LetterRequestInput } from '@/lib/letters/requests';

async function main([command, ...args]: string[]): Promise<unknown> {
  const db = await openMigratedDatabase(process.env.DATABASE_URL ?? '');
  try {
    if (command === 'submit') {
      const [ticketId, json] = args;
      return await submitRequest(db, ticketId, JSON.parse(json) as LetterRequestInput, Date.now());
    }
    throw new Error(`unknown command ${command}`);
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (result) => console.log(JSON.stringify(result)),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
