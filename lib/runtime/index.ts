import 'server-only';
import { createAuth, type Auth } from '@/lib/auth/auth';
import { publicSiteUrl } from '@/lib/auth/cookie-security';
import { sessionSecret } from '@/lib/auth/secret';
import { GATE_LOOKUPS_PER_MINUTE, TICKET_CHECKS_PER_MINUTE } from '@/lib/checkin/limits';
import type { TicketVerifier } from '@/lib/checkin/service';
import { isPostgresUrl, openMigratedDatabase, type Db } from '@/lib/db';
import { asDatabaseUnavailable, isDatabaseUnavailable } from '@/lib/db/unavailable';
import { OutboxWorker } from '@/lib/email/outbox';
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
import type { ServiceDeps } from '@/lib/submissions/service';
import type { LifecycleDeps } from '@/lib/attendees/lifecycle';
import { passSeatsOn, type SeatDeps, type SeatPolicy } from '@/lib/attendees/seats';
import { findAttendee } from '@/lib/attendees/store';
import { applyLetterRetention } from '@/lib/letters/retention';
import type { LetterTicketDeps } from '@/lib/letters/ticket-holder';
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
import { existingSingleton, processSingleton } from './process-singleton';

/**
 * The composition root: what the running server is made of, built once per process (Next.js
 * bundles instrumentation.ts and each route apart, so "once" is processSingleton's), in the
 * order it starts:
 *
 *   1. the environment, validated (lib/env): a bad value stops the server naming the variable;
 *   2. the database (lib/db): connected and migrated;
 *   3. the counters of rate limits and lock-outs: in the database on PostgreSQL (shared by every
 *      instance), in memory on SQLite;
 *   4. the mail outbox worker (lib/email), which sends whatever a previous run left queued;
 *   5. the submission service's dependencies (lib/submissions): database, outbox, ticket key,
 *      the organisers' API;
 *   6. on first use, the sign-in (lib/auth: better-auth with its session secret) and the gate's
 *      ticket verifiers (lib/checkin, lib/tickets).
 *
 * startServer (instrumentation.ts) runs 1 to 5 before the first request; a database that is not
 * reachable yet does not stop the server: /api/health answers 503 and the next request tries
 * again. Domain modules (lib/db, lib/email, lib/submissions' service and store, lib/checkin's
 * service, lib/tickets) receive what they need as parameters; only the request-facing glue
 * imports this module: route handlers and pages, lib/auth/session and lib/authz.
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
 * The application's part of a graceful shutdown, in reverse order of the start: the outbox
 * worker finishes its sends (or, out of time, releases the mails it holds for another instance),
 * then the database pool closes. Only what this process started is stopped.
 */
async function stopServer({ budgetMs }: { budgetMs: number }): Promise<void> {
  const services = existingSingleton<Promise<AppServices>>('services');
  const started = Date.now();
  if (services) {
    const outbox = await services.then((value) => value.outbox).catch(() => null);
    await outbox?.stop({ graceMs: Math.max(0, budgetMs - 1_000) });
  }
  const url = serverEnv().DATABASE_URL;
  const db = existingSingleton<Promise<Db>>(`db:${url}`);
  if (db) await (await db.catch(() => null))?.close();
  console.log(`[acm] application stopped in ${Date.now() - started} ms`);
}

/** 2. The server's database (DATABASE_URL), connected and migrated once per process. */
export function appDb(): Promise<Db> {
  const url = serverEnv().DATABASE_URL;
  return processSingleton(`db:${url}`, () => openMigratedDatabase(url));
}

/** 3. The counters in the database (rate_limits), on either store. */
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
  deps: ServiceDeps;
}

/** 4 and 5. The outbox worker (started) and the submission service's dependencies. */
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
      mailKeyHost: new URL(siteUrl()).hostname,
      // Every instance's loop, each a conditional write (two instances cannot both do one):
      // expired offers pass to the next person (only under a capacity), and the passport data
      // of visa letter requests is erased once its retention has run out.
      chore: {
        run: () =>
          allChores([
            ...(seats.capacity === null ? [] : [() => passSeatsOn({ db, seats, linkSecret })]),
            () => applyLetterRetention(db, { days: env.LETTER_RETENTION_DAYS, now: Date.now() }),
          ]),
        everyMs: CHORE_EVERY_MS,
      },
    });
    outbox.start();
    const deps: ServiceDeps = {
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
    return { env, outbox, deps };
  });
}

/** How often each instance's outbox loop passes freed seats on (lib/attendees/seats.ts) and applies the letters' retention. */
const CHORE_EVERY_MS = 30_000;

/** Runs every chore, one failing not keeping the others from their turn; the first failure is rethrown (and logged by the outbox). */
async function allChores(chores: (() => Promise<unknown>)[]): Promise<void> {
  const results = [];
  for (const chore of chores)
    results.push(
      await chore().then(
        () => null,
        (error: unknown) => error,
      ),
    );
  const failure = results.find((error) => error !== null);
  if (failure !== undefined) throw failure;
}

/** Offers freed seats to the people waiting now (null without a capacity: nobody waits). */
function seatPasser(deps: ServiceDeps): (() => Promise<void>) | undefined {
  const seats = deps.seats;
  if (!seats || seats.capacity === null) return undefined;
  return async () => void (await passSeatsOn({ db: deps.db, seats, linkSecret: deps.linkSecret }));
}

/**
 * What the seat offers need: the claim page and action, and cancelRegistration (it is a
 * LifecycleDeps too: `cancelRegistration(await seatDeps(), ticketId, …)` offers the freed seat
 * to the next person at once; without passSeatsOn the outbox loop does it within its period).
 */
export async function seatDeps(): Promise<
  SeatDeps & LifecycleDeps & { ticketKey: TicketSigningKey | null; outbox: OutboxWorker }
> {
  const { deps, outbox } = await appServices();
  return {
    db: deps.db,
    seats: deps.seats ?? { capacity: null, offerHours: 48 },
    linkSecret: deps.linkSecret,
    ticketKey: ticketSigningKey(),
    outbox,
    passSeatsOn: seatPasser(deps),
  };
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
}

export async function attendeeServices(): Promise<AttendeeServices> {
  try {
    const { deps } = await appServices();
    return {
      db: deps.db,
      linkSecret: deps.linkSecret,
      counters: await serverCounters(),
      passSeatsOn: seatPasser(deps),
    };
  } catch (error) {
    throw asDatabaseUnavailable(error) ?? error;
  }
}

/** One limiter per form endpoint, sized by RATE_LIMIT_PER_MINUTE, on the counters of step 3. */
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

/** 6. The organiser area's authentication on the server's database. */
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

/**
 * 6. The verdicts on a ticket. The public page (/ticket/qr-verify) trusts signatures only and
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
 * 7. What /letters/verify checks letters and certificates with: the database (the document and
 * its withdrawal) and the published ticket keys (lib/letters/statement.ts).
 */
export function documentVerifyDeps(): VerifyDeps {
  return { db: appDb, keys: publishedTicketKeys(), verify: nodeEd25519Verify };
}
