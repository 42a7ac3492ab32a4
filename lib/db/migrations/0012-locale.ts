import 'server-only';
import type { Kysely } from 'kysely';

/**
 * The language a person used on the form ('en' or 'fr', content/locales.ts), kept
 * with what they submitted: every later mail to them (a resend, a correction, a seat offer, a
 * cancellation, a letter decision) goes out in it. Rows from before the site spoke French were
 * all sent in English, hence the default. Letter requests need none: their mails follow the
 * attendee's.
 */
const TABLES = ['submissions', 'attendees', 'newsletter_subscribers'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('locale', 'varchar(8)', (col) => col.notNull().defaultTo('en'))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('locale').execute();
}
