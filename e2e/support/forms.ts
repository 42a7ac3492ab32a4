import { randomInt } from 'node:crypto';
import { createClient, type Client } from '@libsql/client';
import { expect, type APIRequestContext } from '@playwright/test';
import { validContact } from '@/lib/forms/fixtures';
import { urls } from './servers';

/**
 * Helpers for the form and API suites: read what a site server stored (its real SQLite file,
 * see e2e/support/web-servers.ts), what the mock services received, and give each test its own
 * client address and e-mail so the per-client rate limit and parallel tests never collide.
 */
export const databases = {
  site: 'file:./data/e2e-site.db',
  openRegistration: 'file:./data/e2e-open.db',
  upstream: 'file:./data/e2e-upstream.db',
} as const;

const clients = new Map<string, Client>();

export function client(url: string): Client {
  let existing = clients.get(url);
  if (!existing) {
    existing = createClient({ url });
    clients.set(url, existing);
  }
  return existing;
}

export interface StoredRow {
  id: string;
  kind: string;
  email: string;
  status: string;
  payload: Record<string, unknown>;
  created_at: number;
}

export async function storedSubmissions(database: keyof typeof databases, email: string): Promise<StoredRow[]> {
  const result = await client(databases[database]).execute({
    sql: 'SELECT id, kind, email, status, payload, created_at FROM submissions WHERE email = ? ORDER BY created_at',
    args: [email],
  });
  return result.rows.map((row) => ({
    id: String(row.id),
    kind: String(row.kind),
    email: String(row.email),
    status: String(row.status),
    payload: JSON.parse(String(row.payload)) as Record<string, unknown>,
    created_at: Number(row.created_at),
  }));
}

export async function countRows(
  database: keyof typeof databases,
  table: 'newsletter_subscribers' | 'outbox' | 'attendees',
  column: string,
  value: string,
): Promise<number> {
  const result = await client(databases[database]).execute({
    sql: `SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`,
    args: [value],
  });
  return Number(result.rows[0].n);
}

export async function outboxRows(database: keyof typeof databases, recipient: string) {
  const result = await client(databases[database]).execute({
    sql: 'SELECT status, attempts, last_error FROM outbox WHERE recipient = ? ORDER BY created_at',
    args: [recipient],
  });
  return result.rows.map((row) => ({
    status: String(row.status),
    attempts: Number(row.attempts),
    lastError: row.last_error === null ? null : String(row.last_error),
  }));
}

/**
 * Waits until the outbox has nothing pending for `recipient` and returns how many mails it
 * queued there. A form queues its mails before it answers, so once none is pending no later
 * mail can reach the mock provider: a test asserting that a mail was not sent waits for this,
 * not for a fixed time. "Lost your ticket?" is the exception: it queues after its answer.
 */
export async function settledOutbox(database: keyof typeof databases, recipient: string): Promise<number> {
  let rows: Awaited<ReturnType<typeof outboxRows>> = [];
  await expect
    .poll(async () => (rows = await outboxRows(database, recipient)).filter((row) => row.status === 'pending'), {
      message: `the outbox sent every mail to ${recipient}`,
    })
    .toEqual([]);
  return rows.length;
}

export interface MockMail {
  recipient: string;
  subject: string;
  fromName: string;
  message: string;
  outcome: string;
  /** The Idempotency-Key header the site sent. */
  idempotencyKey: string;
  body: unknown;
}

export async function mailsTo(recipient: string): Promise<MockMail[]> {
  const response = await fetch(`${urls.mock}/__mails?to=${encodeURIComponent(recipient)}`);
  return (await response.json()) as MockMail[];
}

export interface MockRequest {
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  outcome: string;
}

export async function upstreamRequests(path: string, email: string): Promise<MockRequest[]> {
  const response = await fetch(`${urls.mock}/__requests?path=${encodeURIComponent(path)}`);
  const all = (await response.json()) as MockRequest[];
  return all.filter((request) => request.body.emailAddress === email);
}

let counter = 0;

/** A unique address per call; `tag` lets the mocks pick a behaviour (e.g. "upstream-fail"). */
export function uniqueEmail(prefix: string, tag = ''): string {
  counter += 1;
  return `${prefix}${tag ? `-${tag}` : ''}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A unique client address per call, so each test has its own rate-limit bucket. */
export function uniqueIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A valid contact form body for the JSON endpoint (POST /api/contact), with any field changed. */
export function contactPayload(email: string, over: Record<string, string> = {}) {
  return {
    firstName: 'Ngozi',
    lastName: 'Bello',
    emailAddress: email,
    altEmailAddress: '',
    phoneNumber: '+234 803 000 1111',
    altPhoneNumber: '',
    category: 'general-enquiries',
    message: 'Hello from the API suite',
    ...over,
  };
}

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The contact form of `path` on `site` as a browser posts it without script (multipart, to the
 * page): React's hidden fields, naming the form's server action, and a valid message from
 * `email`; and the action's id, for a post as React sends it (Next-Action header).
 */
export async function nativeContactForm(
  request: APIRequestContext,
  site: string,
  path: string,
  email: string,
): Promise<{ fields: Record<string, string>; actionId: string }> {
  const html = await (await request.get(`${site}${path}`)).text();
  const form = html.split('<form').find((part) => /^[^>]*aria-label="(Contact form|Formulaire de contact)"/.test(part));
  if (!form) throw new Error(`no contact form on ${path}`);
  const fields: Record<string, string> = {};
  for (const [, name, value] of form.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g))
    fields[decodeEntities(name)] = decodeEntities(value ?? '');
  const bound = Object.entries(fields).find(([name]) => /^\$ACTION_\d+:0$/.test(name));
  if (!bound) throw new Error(`no server action in the contact form of ${path}`);
  return {
    fields: { ...fields, ...validContact, emailAddress: email },
    actionId: (JSON.parse(bound[1]) as { id: string }).id,
  };
}
