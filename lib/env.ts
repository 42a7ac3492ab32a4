import 'server-only';
import { z } from 'zod';
import { processSingleton } from '@/lib/process-singleton';
import { site } from '@/lib/edition';
import { keyBytes } from '@/lib/tickets/keys';
import { parseSiteDate } from '@/lib/site-date';

/**
 * Every server-side environment variable, validated with zod. `serverEnv()` parses once and is
 * called by instrumentation.ts when the Node server starts, so a bad value stops the start-up
 * with a message naming the variable instead of failing the first request. NEXT_PUBLIC_SITE_URL
 * is read by lib/site-url.ts (it is inlined into the browser bundle at build time); its run-time
 * value is read here too, for what must follow the deployment rather than the build.
 */

/** Unset and blank are the same thing for an operator editing a .env file. */
const optionalText = z
  .string()
  .transform((value) => value.trim())
  .transform((value) => (value === '' ? undefined : value))
  .optional();

function optionalUrl(protocols: RegExp, what: string) {
  return optionalText.refine(
    (value) => value === undefined || (URL.canParse(value) && protocols.test(new URL(value).protocol)),
    { message: `must be ${what}` },
  );
}

function integer(defaultValue: number, min: number, max: number) {
  return optionalText
    .refine((value) => value === undefined || /^\d+$/.test(value), { message: 'must be a whole number' })
    .transform((value) => (value === undefined ? defaultValue : Number(value)))
    .pipe(z.number().int().min(min).max(max));
}

/** A positive whole number, or undefined when unset (no limit). */
const optionalPositiveInteger = optionalText
  .refine((value) => value === undefined || /^\d+$/.test(value), { message: 'must be a whole number' })
  .transform((value) => (value === undefined ? undefined : Number(value)))
  .pipe(
    z.number().int().min(1, { message: 'must be at least 1 (leave it unset for no limit)' }).max(10_000_000).optional(),
  );

const flag = optionalText
  .refine((value) => value === undefined || /^(true|false|1|0|yes|no)$/i.test(value), {
    message: 'must be true or false',
  })
  .transform((value) => value !== undefined && /^(true|1|yes)$/i.test(value));

/** An ISO date-time as an instant (ms), or undefined when unset; read in the event's zone without an offset. */
const siteDate = optionalText
  .transform((value) => (value === undefined ? undefined : parseSiteDate(value, site.timeZone)))
  .refine((value) => value !== null, {
    message: `must be an ISO date-time such as 2025-09-17T10:30+01:00 (without an offset it is ${site.timeZone} time; unset: now)`,
  })
  .transform((value) => value ?? undefined);

const DEFAULT_DATABASE_URL = 'file:./data/acm.db';

const serverEnvSchema = z
  .object({
    UPSTREAM_API_URL: optionalUrl(/^https?:$/, 'an http(s) URL'),
    UPSTREAM_API_USERNAME: optionalText,
    UPSTREAM_API_PASSWORD: optionalText,
    UPSTREAM_TIMEOUT_MS: integer(30_000, 1, 300_000),
    DATABASE_URL: optionalText
      .transform((value) => value ?? DEFAULT_DATABASE_URL)
      .refine((value) => /^(file:|postgres(ql)?:\/\/)/.test(value), {
        message: 'must start with file: (SQLite) or postgres:// (PostgreSQL)',
      }),
    EMAIL_PROVIDER_URL: optionalUrl(/^https?:$/, 'an http(s) URL'),
    SMTP_URL: optionalUrl(/^smtps?:$/, 'an smtp:// or smtps:// URL'),
    // Bounds each send whole; the outbox lease is four times it (lib/email/outbox.ts).
    EMAIL_TIMEOUT_MS: integer(15_000, 1_000, 120_000),
    EMAIL_FROM_NAME: optionalText.transform((value) => value ?? site.name),
    EMAIL_FROM_ADDRESS: optionalText
      .transform((value) => value ?? site.contact.email)
      .pipe(z.email({ message: 'must be an e-mail address' })),
    // The Ed25519 seed that signs tickets (npm run admin -- ticket-key prints a new one).
    TICKET_SIGNING_KEY: optionalText.refine((value) => value === undefined || keyBytes(value) !== null, {
      message: 'must be a 32-byte Ed25519 seed written as base64url (npm run admin -- ticket-key prints one)',
    }),
    // Public keys of earlier signing keys, still published so the tickets they signed verify.
    TICKET_RETIRED_PUBLIC_KEYS: optionalText
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      )
      .refine((keys) => keys.every((key) => keyBytes(key) !== null), {
        message: 'must be comma-separated 32-byte Ed25519 public keys written as base64url',
      }),
    REGISTRATION_OPEN: flag,
    // The live tickets (registered, plus the seats held by an offer); unset: no cap, no waiting list.
    REGISTRATION_CAPACITY: optionalPositiveInteger,
    // How long an offer of a freed seat holds it for the person waiting.
    REGISTRATION_OFFER_HOURS: integer(48, 1, 24 * 30),
    RATE_LIMIT_PER_MINUTE: integer(10, 0, 1_000_000),
    // Days after the event's last day before the passport data of visa letter requests is erased.
    LETTER_RETENTION_DAYS: integer(30, 1, 36_500),
    // Signs the organiser area's session cookies; generated and kept in the database when unset.
    AUTH_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
      message: 'must be at least 32 characters',
    }),
    // Reverse proxies in front of the server (server.mjs) that append to X-Forwarded-For (0: none).
    TRUSTED_PROXY_HOPS: integer(0, 0, 10),
    // The public base as the running server is told it (lib/site-url.ts reads the value inlined at
    // build time): an https one makes the session cookies Secure whatever the build was given.
    NEXT_PUBLIC_SITE_URL: optionalUrl(/^https?:$/, 'an http(s) URL'),
    // Where the site's clock starts (lib/phase): preview the site as of a day, or pin a phase in tests.
    SITE_DATE: siteDate,
  })
  .superRefine((env, ctx) => {
    if (env.UPSTREAM_API_URL && (!env.UPSTREAM_API_USERNAME || !env.UPSTREAM_API_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['UPSTREAM_API_USERNAME'],
        message: 'UPSTREAM_API_USERNAME and UPSTREAM_API_PASSWORD are required with UPSTREAM_API_URL',
      });
    }
    if (env.REGISTRATION_OPEN && !env.TICKET_SIGNING_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['TICKET_SIGNING_KEY'],
        message:
          'is required while REGISTRATION_OPEN is true (tickets are signed with it; npm run admin -- ticket-key prints one)',
      });
    }
  });

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses a set of variables (process.env by default); throws EnvError naming each bad one. */
export function parseServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const keys = Object.keys(serverEnvSchema.shape) as (keyof typeof serverEnvSchema.shape)[];
  const picked = Object.fromEntries(keys.map((key) => [key, source[key]]));
  const result = serverEnvSchema.safeParse(picked);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
}

/** The validated server environment, parsed once per process. */
export function serverEnv(): ServerEnv {
  return processSingleton('serverEnv', () => parseServerEnv(process.env));
}
