import 'server-only';
import { createAuth, type Auth } from '@/lib/auth/auth';
import { createMarketAuth, type MarketAuth } from '@/lib/market/auth';
import { mailMarketLink } from '@/lib/market/sign-in';
import { publicSiteUrl } from '@/lib/http/cookie-security';
import { sessionSecret } from '@/lib/auth/secret';
import { GATE_LOOKUPS_PER_MINUTE, TICKET_CHECKS_PER_MINUTE } from '@/lib/checkin/limits';
import type { TicketVerifier } from '@/lib/checkin/service';
import { isPostgresUrl, openMigratedDatabase, type Db } from '@/lib/db';
import { asDatabaseUnavailable, isDatabaseUnavailable } from '@/lib/db/unavailable';
import { leaseFor, OutboxWorker } from '@/lib/email/outbox';
import { transportFromConfig } from '@/lib/email/transports';
import { EnvError, serverEnv, type ServerEnv } from '@/lib/env';
import { DbCounters } from '@/lib/counters/db-counters';
import {
  CounterLimiter,
  MemoryCounters,
  RateLimiter,
  type CounterStore,
  type Limiter,
  type RateDecision,
} from '@/lib/counters/rate-limit';
import { siteUrl } from '@/lib/site-url';
import type { CorrectionDeps } from '@/lib/attendees/correct';
import type { LifecycleDeps } from '@/lib/attendees/lifecycle';
import type { RegistrationDeps } from '@/lib/attendees/register';
import { passSeatsOn, type SeatDeps, type SeatPolicy } from '@/lib/attendees/seats';
import { findAttendee } from '@/lib/attendees/store';
import type { TicketLetters } from '@/lib/attendees/ticket-letters';
import { scheduledJobs, startScheduledJobs, type JobRunner } from '@/lib/jobs';
import type { LetterTicketDeps } from '@/lib/letters/ticket-holder';
import { ticketLetters } from '@/lib/letters/ticket-letters';
import type { UnlockDeps } from '@/lib/letters/unlock';
import { DOCUMENT_CHECKS_PER_MINUTE, type VerifyDeps } from '@/lib/letters/verify';
import type { TicketPublicKey } from '@/lib/tickets/ed25519';
import { nodeEd25519Verify, publishedKey, ticketKeyFromSeed, type TicketSigningKey } from '@/lib/tickets/keys';
import { findRevocation } from '@/lib/tickets/revocations';
import {
  checkTicket,
  checkTicketNotRevoked,
  storeLookup,
  type AttendeeLookup,
  type RevocationLookup,
  type TicketVerdict,
} from '@/lib/tickets/verify';
import { existingSingleton, processSingleton } from '@/lib/process-singleton';

/**
 * The composition root: the one module that knows every part of the running server and hands
 * each domain what it needs (database, counters, outbox, keys) as parameters. Each part is built
 * once per process (processSingleton: Next.js bundles instrumentation.ts and each route apart).
 *
 * startServer (instrumentation.ts) validates the environment, connects and migrates the
 * database, starts the mail outbox and the scheduled jobs before the first request; a database
 * that is not reachable yet does not stop the server: /api/health answers 503 and the next
 * request tries again. The sign-in and the gate's ticket verifiers are built on first use.
 */
export async function startServer(): Promise<void> {
  // server.mjs calls it on SIGTERM, after the requests in flight have finished.
  (globalThis as Record<symbol, unknown>)[Symbol.for('acm.stopServer')] = stopServer;
  try {
    serverEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`[acm] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  try {
    const { env, outbox } = await appServices();
    const store = env.UPSTREAM_API_URL ? 'forwarding to the organisers\u2019 API' : 'embedded store';
    const database = isPostgresUrl(env.DATABASE_URL) ? 'PostgreSQL' : env.DATABASE_URL;
    const mail = outbox.hasTransport
      ? env.EMAIL_PROVIDER_URL
        ? 'provider endpoint'
        : 'SMTP'
      : 'none (kept in the outbox)';
    console.log(
      `[acm] submissions: ${store}; database: ${database}; e-mail: ${mail}; registration ${env.REGISTRATION_OPEN ? 'open' : 'closed'}`,
    );
  } catch (error) {
    console.error(`[acm] the database is not ready: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The application's part of a graceful shutdown, in reverse order of the start: the scheduled
 * jobs finish their run and the outbox worker its sends (or, out of time, releases the
 * mails it holds for another instance), then the database pool closes. Only what this process
 * started is stopped.
 */
async function stopServer({ budgetMs }: { budgetMs: number }): Promise<void> {
  const services = existingSingleton<Promise<AppServices>>('services');
  const started = Date.now();
  if (services) {
    const running = await services.catch(() => null);
    const graceMs = Math.max(0, budgetMs - 1_000);
    await Promise.all([running?.jobs.stop({ graceMs }), running?.outbox.stop({ graceMs })]);
  }
  const url = serverEnv().DATABASE_URL;
  const db = existingSingleton<Promise<Db>>(`db:${url}`);
  if (db) await (await db.catch(() => null))?.close();
  console.log(`[acm] application stopped in ${Date.now() - started} ms`);
}

/** The server's database (DATABASE_URL), connected and migrated once per process. */
export function appDb(): Promise<Db> {
  const url = serverEnv().DATABASE_URL;
  return processSingleton(`db:${url}`, () => openMigratedDatabase(url));
}

/** The counters in the database (rate_limits), on either store. */
async function databaseCounters(): Promise<CounterStore> {
  const db = await appDb();
  return processSingleton('dbCounters', () => new DbCounters(db));
}

/** The database's counters on PostgreSQL (every instance shares them), null on the embedded SQLite (one process: memory is enough). */
async function sharedCounters(): Promise<CounterStore | null> {
  return (await appDb()).dialect === 'postgres' ? databaseCounters() : null;
}

/** sharedCounters for callers that need a store either way (the sign-in lock-out, the ticket checks). */
async function serverCounters(): Promise<CounterStore> {
  return (await sharedCounters()) ?? processSingleton('memoryCounters', () => new MemoryCounters());
}

/** How long a form request waits for its confirmation mail before answering "pending". */
const DELIVERY_WAIT_MS = 4_000;

export interface AppServices {
  env: ServerEnv;
  outbox: OutboxWorker;
  jobs: JobRunner;
  seats: SeatPolicy;
  deps: RegistrationDeps;
}

/** The outbox worker and the scheduled jobs (both started) and the form services' dependencies (a registration's too). */
export function appServices(): Promise<AppServices> {
  return processSingleton('services', async () => {
    const env = serverEnv();
    const db = await appDb();
    const seats: SeatPolicy = { capacity: env.REGISTRATION_CAPACITY ?? null, offerHours: env.REGISTRATION_OFFER_HOURS };
    // The attendee's own links (the ticket mail's cancel link, an offer's claim link) are signed
    // with the session secret (lib/attendees/tokens.ts).
    const linkSecret = await sessionSecret(db, env.AUTH_SECRET);
    const outbox = new OutboxWorker({
      db,
      transport: transportFromConfig(env),
      leaseMs: leaseFor(env.EMAIL_TIMEOUT_MS),
      mailKeyHost: new URL(siteUrl()).hostname,
    });
    outbox.start();
    const jobs = startScheduledJobs(
      scheduledJobs({ db, seats, linkSecret, letterRetentionDays: env.LETTER_RETENTION_DAYS }),
    );
    const deps: RegistrationDeps = {
      db,
      seats,
      linkSecret,
      outbox,
      deliveryWaitMs: DELIVERY_WAIT_MS,
      ticketKey: ticketSigningKey(),
      upstream: env.UPSTREAM_API_URL
        ? {
            baseUrl: env.UPSTREAM_API_URL,
            username: env.UPSTREAM_API_USERNAME ?? '',
            password: env.UPSTREAM_API_PASSWORD ?? '',
            timeoutMs: env.UPSTREAM_TIMEOUT_MS,
          }
        : null,
    };
    return { env, outbox, jobs, seats, deps };
  });
}

/** Offers freed seats to the people waiting now (undefined without a capacity: nobody waits). */
function seatPasser({ deps, seats }: AppServices): (() => Promise<void>) | undefined {
  if (seats.capacity === null) return undefined;
  return async () => void (await passSeatsOn({ db: deps.db, seats, linkSecret: deps.linkSecret }));
}

/**
 * What the seat offers need: the claim page and action, and cancelRegistration (it is a
 * LifecycleDeps too: `cancelRegistration(await seatDeps(), ticketId, …)` offers the freed seat
 * to the next person at once; without passSeatsOn the scheduled jobs do it within their period).
 */
export async function seatDeps(): Promise<
  SeatDeps & LifecycleDeps & { ticketKey: TicketSigningKey | null; outbox: OutboxWorker }
> {
  const services = await appServices();
  return {
    db: services.deps.db,
    seats: services.seats,
    linkSecret: services.deps.linkSecret,
    ticketKey: ticketSigningKey(),
    outbox: services.outbox,
    passSeatsOn: seatPasser(services),
    letters: ticketLetters,
  };
}

/** What an organiser's correction of a ticket needs (lib/attendees/correct.ts). */
export async function correctionDeps(): Promise<CorrectionDeps> {
  const { deps } = await appServices();
  return { db: deps.db, ticketKey: deps.ticketKey ?? null, linkSecret: deps.linkSecret, letters: ticketLetters };
}

/**
 * What lib/attendees' own pages need (lost ticket, self-cancel): a database failure is thrown as
 * DatabaseUnavailableError. A self-cancel offers the freed seat at once (passSeatsOn).
 */
export interface AttendeeServices {
  db: Db;
  linkSecret: string;
  counters: CounterStore;
  passSeatsOn?: () => Promise<void>;
  letters: TicketLetters;
}

export async function attendeeServices(): Promise<AttendeeServices> {
  try {
    const services = await appServices();
    return {
      db: services.deps.db,
      linkSecret: services.deps.linkSecret,
      counters: await serverCounters(),
      passSeatsOn: seatPasser(services),
      letters: ticketLetters,
    };
  } catch (error) {
    throw asDatabaseUnavailable(error) ?? error;
  }
}

/** One limiter per form endpoint, sized by RATE_LIMIT_PER_MINUTE: shared on PostgreSQL, this process's own on SQLite. */
export async function rateLimiter(route: string): Promise<Limiter> {
  const limiters = processSingleton('rateLimiters', () => new Map<string, Limiter>());
  let limiter = limiters.get(route);
  if (!limiter) {
    const limit = serverEnv().RATE_LIMIT_PER_MINUTE;
    const counters = await sharedCounters();
    limiter = counters ? new CounterLimiter(counters, `form:${route}`, limit) : new RateLimiter(limit);
    limiters.set(route, limiter);
  }
  return limiter;
}

/**
 * The site's ticket keys from the validated environment: TICKET_SIGNING_KEY (the current seed)
 * and TICKET_RETIRED_PUBLIC_KEYS (earlier keys' public halves). Without a signing key the site
 * issues no tickets and publishes no keys, so every signed ticket shows as "Not verified".
 */
export function ticketSigningKey(): TicketSigningKey | null {
  return processSingleton('ticketSigningKey', () => {
    const seed = serverEnv().TICKET_SIGNING_KEY;
    return seed ? ticketKeyFromSeed(seed) : null;
  });
}

/** The keys a verifier trusts: the current one first, then the retired ones, each once. */
export function publishedTicketKeys(): TicketPublicKey[] {
  return processSingleton('publishedTicketKeys', () => {
    const current = ticketSigningKey();
    const keys = [
      ...(current ? [{ id: current.id, publicKey: current.publicKey }] : []),
      ...serverEnv().TICKET_RETIRED_PUBLIC_KEYS.map(publishedKey),
    ];
    return keys.filter((key, index) => keys.findIndex((other) => other.id === key.id) === index);
  });
}

/** The organiser area's authentication on the server's database. */
export interface AuthRuntime {
  db: Db;
  auth: Auth;
  counters: CounterStore;
}

/**
 * Built on first use. Its failure to reach the database (the session secret is read from it)
 * is thrown as DatabaseUnavailableError: callers answer 503, never "signed out".
 */
export async function authRuntime(): Promise<AuthRuntime> {
  try {
    return await processSingleton('auth', async () => {
      const db = await appDb();
      const auth = createAuth(db, {
        secret: await sessionSecret(db, serverEnv().AUTH_SECRET),
        baseURL: publicSiteUrl(),
      });
      return { db, auth, counters: await serverCounters() };
    });
  } catch (error) {
    throw asDatabaseUnavailable(error) ?? error;
  }
}

/** The market's participants: their sign-in by mailed link, on the server's database. */
export interface MarketRuntime {
  db: Db;
  auth: MarketAuth;
  counters: CounterStore;
  /** Signs the meetings' calendar links (lib/market/meetings-feed.ts derives its key from it). */
  linkSecret: string;
}

/** Built on first use; a database it cannot reach is thrown as DatabaseUnavailableError (a 503). */
export async function marketRuntime(): Promise<MarketRuntime> {
  try {
    return await processSingleton('market', async () => {
      const db = await appDb();
      const secret = await sessionSecret(db, serverEnv().AUTH_SECRET);
      const auth = createMarketAuth(db, { secret, baseURL: publicSiteUrl(), sendLink: mailMarketLink(db) });
      return { db, auth, counters: await serverCounters(), linkSecret: secret };
    });
  } catch (error) {
    throw asDatabaseUnavailable(error) ?? error;
  }
}

/**
 * The verdicts on a ticket. The public page (/ticket/qr-verify) trusts signatures only and
 * never reads the registration list, so it tells nobody who is registered; an anonymous client
 * may ask it TICKET_CHECKS_PER_MINUTE times a minute. The gate (POST /api/checkin,
 * /admin/check-in) also looks unsigned tickets up, to refuse one that names a registered ticket
 * id with other details, at most GATE_LOOKUPS_PER_MINUTE times a minute per staff member.
 */
const publicTicketVerifier: TicketVerifier = (data) =>
  checkTicket(data, { keys: publishedTicketKeys(), verify: nodeEd25519Verify });

function ticketLimiter(name: string, limit: number): Promise<CounterLimiter> {
  return processSingleton(`ticketLimiter:${name}`, async () => new CounterLimiter(await serverCounters(), name, limit));
}

/**
 * Counts one anonymous ticket check by `client` (lib/http clientKey). When the counters cannot be
 * reached (PostgreSQL down) the check is allowed: the verdict needs no database, and an attendee
 * at the gate must still see it; the page reads nothing anybody could abuse meanwhile.
 */
export function countPublicTicketCheck(client: string): Promise<RateDecision> {
  return countAnonymousCheck('ticket-check', TICKET_CHECKS_PER_MINUTE, client);
}

/** One anonymous check counted on the limiter `name`; let through when the counters cannot be reached. */
async function countAnonymousCheck(name: string, limit: number, client: string): Promise<RateDecision> {
  try {
    return await (await ticketLimiter(name, limit)).hit(client);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return { allowed: true, retryAfterSeconds: 0, remaining: 0 };
  }
}

/** The gate's verdict for one staff member: unsigned tickets are looked up while their budget lasts. */
export function gateTicketVerifier(staffId: string): TicketVerifier {
  const find = storeLookup(async (ticketId: string) => findAttendee(await appDb(), ticketId));
  const lookup: AttendeeLookup = async (ticketId) => {
    const decision = await (await ticketLimiter('gate-lookup', GATE_LOOKUPS_PER_MINUTE)).hit(staffId);
    return decision.allowed ? find(ticketId) : undefined;
  };
  return (data) => checkTicket(data, { keys: publishedTicketKeys(), lookup, verify: nodeEd25519Verify });
}

const revokedAt: RevocationLookup = async (ticketId) =>
  (await findRevocation(await appDb(), ticketId))?.revokedAt ?? null;

/**
 * What the verify pages show: the verdict above, unless the ticket was revoked ("Ticket
 * cancelled", whatever its signature). When the revocations cannot be read, a valid ticket is
 * shown "Not verified" (lib/tickets/verify.ts checkTicketNotRevoked), never "Valid".
 */
export function publicTicketCheck(data: string): Promise<TicketVerdict> {
  return checkTicketNotRevoked(data, publicTicketVerifier, revokedAt);
}

export function gateTicketCheck(staffId: string, data: string): Promise<TicketVerdict> {
  return checkTicketNotRevoked(data, gateTicketVerifier(staffId), revokedAt);
}

/**
 * Counts one anonymous check of a letter or certificate by `client` (lib/http clientKey), on
 * the same counters as the ticket checks. When the counters cannot be reached the check is let
 * through: the verdict itself then reads the database, and says it cannot answer.
 */
export function countDocumentCheck(client: string): Promise<RateDecision> {
  return countAnonymousCheck('document-check', DOCUMENT_CHECKS_PER_MINUTE, client);
}

/**
 * What the ticket's letter download counts its tries with (lib/letters/unlock.ts): the client's
 * on the anonymous document checks, and the letter's wrong passport numbers in the database on
 * either store, so a letter's lock holds on every instance and across a restart.
 */
export async function letterUnlockDeps(): Promise<UnlockDeps> {
  return { countClient: countDocumentCheck, counters: await databaseCounters() };
}

/** What /ticket/visa-letter checks its ticket with (lib/letters/ticket-holder.ts). */
export function letterTicketDeps(): LetterTicketDeps {
  return { db: appDb, keys: publishedTicketKeys(), verify: nodeEd25519Verify };
}

/**
 * What /letters/verify checks letters and certificates with: the database (the document and
 * its withdrawal) and the published ticket keys (lib/letters/statement.ts).
 */
export function documentVerifyDeps(): VerifyDeps {
  return { db: appDb, keys: publishedTicketKeys(), verify: nodeEd25519Verify };
}
