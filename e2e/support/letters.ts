import { execFileSync } from 'node:child_process';
import { client, databases } from './forms';
import { attendee, signedCode } from './scanner';

/**
 * What the letter suites (e2e/visa-letter-request.spec.ts, e2e/letters-verify.spec.ts) do to the
 * site server's database from outside the browser, through the site's own code
 * (e2e/support/letters-cli.ts), and what they read back from it. The site server's outbox loop
 * would erase every request's passport data at once (the 2025 event is long over), so
 * playwright.config.ts gives the servers a retention far in the future; the retention pass is
 * run here, told the moment.
 */
const database = databases.site;

function lettersCli(args: string[]): Record<string, unknown> {
  const output = execFileSync('npx', ['tsx', '--conditions=react-server', 'e2e/support/letters-cli.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: database },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? 'null') as Record<string, unknown>;
}

/** A fresh registered attendee on the site server and their signed ticket's link data. */
export function registeredTicket(firstName: string, lastName: string) {
  const ticket = attendee(firstName, lastName);
  const data = signedCode(ticket);
  lettersCli(['attendee', data]);
  return { ticket, data };
}

export const revokeTicket = (ticketId: string) => lettersCli(['revoke', ticketId]);

export interface IssuedForTest {
  number: string;
  code: string;
  doc: string;
}

export function issueLetter(ticketId: string, holder: string, nationality: string, passportNumber: string): IssuedForTest {
  return lettersCli(['issue', 'letter', ticketId, holder, nationality, passportNumber]) as unknown as IssuedForTest;
}

export function issueCertificate(ticketId: string, holder: string): IssuedForTest {
  return lettersCli(['issue', 'certificate', ticketId, holder]) as unknown as IssuedForTest;
}

export const withdraw = (number: string) => lettersCli(['withdraw', number]);
export const retentionPass = (days: number, now: number) => lettersCli(['retention', String(days), String(now)]);
export const erase = (email: string) => lettersCli(['erase', email]);

export interface StoredRequest {
  status: string;
  full_name: string;
  passport_number: string | null;
  date_of_birth: string | null;
  passport_expiry: string | null;
  nationality: string;
  scrubbed_at: number | null;
}

/** A ticket's stored requests, oldest first. */
export async function storedRequests(ticketId: string): Promise<StoredRequest[]> {
  const result = await client(database).execute({
    sql: 'SELECT status, full_name, passport_number, date_of_birth, passport_expiry, nationality, scrubbed_at FROM letter_requests WHERE ticket_id = ? ORDER BY created_at',
    args: [ticketId],
  });
  return result.rows.map((row) => ({ ...row }) as unknown as StoredRequest);
}

/** The organisers' decision on a ticket's pending request, as their review makes it (letters-b builds the review itself). */
export const rejectRequest = (ticketId: string, reason: string) => lettersCli(['reject', ticketId, reason]);
export const approveRequest = (ticketId: string) => lettersCli(['approve', ticketId]) as { number: string };
