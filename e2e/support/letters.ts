import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext } from '@playwright/test';
import { adminDatabase, adminUrl } from './admin';
import { mailsTo, uniqueIp, type MockMail } from './forms';

/**
 * What the letter and certificate suites arrange on the admin server (registration open there,
 * mails to the mock provider): a person registered through the real endpoint, their ticket from
 * the mail, and a visa letter request stored with the site's own code (e2e/support/letters-cli.ts),
 * as the request form stores it.
 */
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
  const output = execFileSync('npx', ['tsx', '--conditions=react-server', 'e2e/support/letters-cli.ts', 'submit', ticketId, JSON.stringify({ ...letterRequest, ...over })], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: adminDatabase },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return (JSON.parse(output.trim().split('\n').at(-1) ?? 'null') as { id: string }).id;
}

/** Registers through POST /api/registration on the admin server; answers the ticket's `data` from its mail. */
export async function registerForLetters(request: APIRequestContext, email: string, firstName: string, lastName: string): Promise<{ ticketId: string; data: string }> {
  const response = await request.post(`${adminUrl}/api/registration`, {
    headers: { origin: adminUrl, 'x-forwarded-for': uniqueIp() },
    data: { firstName, lastName, phoneNumber: '+234 803 000 0000', category: 'creative', country: 'ML', company: '', consent: true, emailAddress: email },
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
  await expect.poll(async () => (found = (await mailsTo(email)).find(match)) !== undefined, { timeout: 15_000 }).toBe(true);
  return found as MockMail;
}
