import { openMigratedDatabase, type Db } from '@/lib/db';

/**
 * The frame of the e2e command-line helpers that act on a server's database with the site's own
 * code (e2e/support/seats-cli.ts, letters-cli.ts; run with tsx --conditions=react-server): opens
 * DATABASE_URL, runs the command, closes it, prints the outcome as JSON on the last line, and
 * exits 1 with the message of a failure.
 */
export function runDbCommand(command: (db: Db, name: string, args: string[]) => Promise<unknown>): void {
  const [name, ...args] = process.argv.slice(2);
  (async () => {
    const db = await openMigratedDatabase(process.env.DATABASE_URL ?? '');
    try {
      return await command(db, name, args);
    } finally {
      await db.close();
    }
  })().then(
    (result) => console.log(JSON.stringify(result)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
