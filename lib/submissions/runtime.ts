import 'server-only';
import { appDb } from '@/lib/db/app';
import { processSingleton } from '@/lib/process-singleton';
import { OutboxWorker } from '@/lib/email/outbox';
import { transportFromConfig } from '@/lib/email/transports';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { siteUrl } from '@/lib/site-url';
import { CounterLimiter, RateLimiter, type Limiter } from '@/lib/http/rate-limit';
import { sharedCounters } from '@/lib/http/shared-counters';
import { ticketSigningKey } from '@/lib/tickets/signing-key';
import type { ServiceDeps } from './service';

/**
 * The running server's wiring, built once per process from the validated environment: the
 * database (migrated), the outbox worker and the service dependencies.
 */
export const DELIVERY_WAIT_MS = 4_000;

export interface AppServices {
  env: ServerEnv;
  outbox: OutboxWorker;
  deps: ServiceDeps;
}


async function build(): Promise<AppServices> {
  const env = serverEnv();
  const db = await appDb();
  const outbox = new OutboxWorker({ db, transport: transportFromConfig(env), mailKeyHost: new URL(siteUrl()).hostname });
  outbox.start();
  const deps: ServiceDeps = {
    db,
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
}

/** Validates the environment, migrates the database and starts the outbox worker (once). */
export function appServices(): Promise<AppServices> {
  return processSingleton('services', build);
}

/**
 * One limiter per endpoint, sized by RATE_LIMIT_PER_MINUTE: counted in the database on
 * PostgreSQL (every instance shares one budget), in this process's memory on SQLite.
 */
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
