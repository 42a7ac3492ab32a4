import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext } from '@playwright/test';
import { adminDatabase, adminUrl } from './admin';
import { client, databases, mailsTo, uniqueIp, type MockMail } from './forms';
import { attendee, signedCode } from './scanner';

/**
 * What the letter and certificate suites arrange from outside the browser, through the site's
 * own code (e2e/support/letters-cli.ts), and what they read back:
 * - on the site server (e2e/visa-letter-request.spec.ts, e2e/letters-verify.spec.ts): attendees
 *   with signed tickets, documents issued and withdrawn, organisers' decisions, erasure and the
 *   retention pass. Its scheduled jobs would erase every request's passport data at once (the 2025
 *   event is long over), so e2e/support/web-servers.ts gives the servers a retention far in the
 *   future; the retention pass is run here, told the moment;
 * - on the admin server (registration open there, mails to the mock provider): a person
 *   registered through the real endpoint, their ticket from the mail, and a visa letter request
 *   stored as the request form stores it.
 */
const database = databases.site;

function lettersCli(args: string[], databaseUrl: string = database): Record<string, unknown> {
  const output = execFileSync('npx', ['tsx', '--conditions=react-server', 'e2e/support/letters-cli.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? 'null') as Record<string, unknown>;
}

/**
 * A fresh registered attendee on the site server: their signed ticket's link data (what the QR
 * code carries) and the request link of their ticket mail (/ticket/visa-letter?token=…).
 */
export function registeredTicket(firstName: string, lastName: string) {
  const ticket = attendee(firstName, lastName);
  const data = signedCode(ticket);
  const { requestLink } = lettersCli(['attendee', data]) as { requestLink: string };
  return { ticket, data, requestLink };
}

export const revokeTicket = (ticketId: string) => lettersCli(['revoke', ticketId]);

export interface IssuedForTest {
  number: string;
  code: string;
  doc: string;
}

export function issueLetter(
  ticketId: string,
  holder: string,
  nationality: string,
  passportNumber: string,
): IssuedForTest {
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

/** The kinds of the mails queued in the site server's outbox to an address, oldest first. */
export async function outboxKinds(email: string): Promise<string[]> {
  const result = await client(database).execute({
    sql: 'SELECT kind FROM outbox WHERE recipient = ? ORDER BY created_at',
    args: [email],
  });
  return result.rows.map((row) => String(row.kind));
}

/** The organisers' decision on a ticket's pending request, as their review makes it (letters-b builds the review itself). */
export const rejectRequest = (ticketId: string, reason: string) => lettersCli(['reject', ticketId, reason]);
export const approveRequest = (ticketId: string) => lettersCli(['approve', ticketId]) as { number: string };
/** The path of a letter's download link, as its approval mail carries it (signed with the server's own secret). */
export const mailedLetterPath = (number: string) => (lettersCli(['link', number]) as { path: string }).path;

/** A visa letter request as the admin server's suites store it (e2e/support/letters-cli.ts submit). */
export const letterRequest = {
  fullName: 'Aïssata Kouyaté',
  passportNumber: 'A01234567',
  nationality: 'Mali',
  dateOfBirth: '1990-04-02',
  passportExpiry: '2030-01-01',
  embassy: 'Embassy of the Federal Republic of Nigeria, Bamako',
  arrival: '2025-09-15',
  departure: '2025-09-20',
  organisation: 'Bamako Films',
  role: 'Producer',
};

export function submitLetterRequest(ticketId: string, over: Partial<typeof letterRequest> = {}): string {
  return (
    lettersCli(['submit', ticketId, JSON.stringify({ ...letterRequest, ...over })], adminDatabase) as { id: string }
  ).id;
}

/** Registers through POST /api/registration on the admin server; answers the ticket's `data` from its mail. */
export async function registerForLetters(
  request: APIRequestContext,
  email: string,
  firstName: string,
  lastName: string,
): Promise<{ ticketId: string; data: string }> {
  const response = await request.post(`${adminUrl}/api/registration`, {
    headers: { origin: adminUrl, 'x-forwarded-for': uniqueIp() },
    data: {
      firstName,
      lastName,
      phoneNumber: '+234 803 000 0000',
      category: 'creative',
      country: 'ML',
      company: '',
      consent: true,
      emailAddress: email,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const ticketId = ((await response.json()) as { data: { ticketId: string } }).data.ticketId;
  const mail = await mailOf(email, (each) => each.message.includes('/ticket/qr-download?data='));
  const data = decodeURIComponent(/\/ticket\/qr-download\?data=([^"&\s]*)/.exec(mail.message)?.[1] ?? '');
  return { ticketId, data };
}

/** The first mail to `email` that `match` accepts, waited for at the mock provider. */
export async function mailOf(email: string, match: (mail: MockMail) => boolean): Promise<MockMail> {
  let found: MockMail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(email)).find(match)) !== undefined, { timeout: 15_000 })
    .toBe(true);
  return found as MockMail;
}
