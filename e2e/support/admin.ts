import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createClient, type Client } from '@libsql/client';
import { urls } from './servers';

/**
 * The organiser-area server of the suite (e2e/support/admin-site.sh): its users, created with
 * the CLI before it starts, and helpers to sign in from the browser or the API.
 */
export const ADMIN_PASSWORD = 'e2e organiser password';
export const adminDatabase = 'file:./data/e2e-admin.db';
export const users = {
  organiser: 'org@e2e.test',
  gate: 'gate@e2e.test',
  /** Only the lock-out test fails this account's password. */
  locked: 'locked@e2e.test',
} as const;

export const adminUrl = urls.admin;

/** Signs in through the page's form and waits for the page it returns to. */
export async function signInWithForm(page: Page, email: string, password = ADMIN_PASSWORD, path = '/admin') {
  await page.goto(`${adminUrl}${path}`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the API; the context keeps the session cookie. */
export async function signInWithApi(
  request: APIRequestContext,
  email: string,
  clientIp: string,
  password = ADMIN_PASSWORD,
) {
  return request.post(`${adminUrl}/api/admin/sign-in`, {
    data: { email, password },
    headers: { origin: adminUrl, 'x-forwarded-for': clientIp },
  });
}

let client: Client | null = null;

/** Rows of the admin server's real SQLite file. */
export async function adminRows(sql: string, args: (string | number | Uint8Array)[] = []) {
  client ??= createClient({ url: adminDatabase });
  return (await client.execute({ sql, args })).rows;
}
