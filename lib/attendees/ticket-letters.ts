import type { Compilable, SelectQueryBuilder } from 'kysely';
import type { Queryable, Tables } from '@/lib/db';

/** A condition for a dependent statement: it runs only if this select finds a row (store.ts changeHappened). */
type When = SelectQueryBuilder<Tables, keyof Tables, unknown>;

/**
 * The visa letter requests and issued documents filed under a ticket id, which follow the ticket
 * in the same transaction as its cancellation (withdrawn) or its replacement by a correction
 * (moved to the new id). lib/letters implements it and lib/runtime hands it in, so this folder
 * never imports the letters it is a dependency of.
 */
export interface TicketLetters {
  withdraw(db: Queryable, ticketId: string, now: number, when: When): Compilable[];
  move(db: Queryable, from: string, to: string, when: When): Compilable[];
}
