import 'server-only';
import type { Db } from '@/lib/db';
import { claimDue, markFailed, markSent, releaseLeases, type OutboxRow } from './outbox-rows';
import { EMAIL_TIMEOUT_MS, outboxMailKey, type MailTransport } from './transports';

/**
 * lib/email: the confirmation mails (templates.ts), their transports (provider endpoint, SMTP,
 * none: transports.ts) and the durable outbox that sends them (this file; its table's queries
 * are outbox-rows.ts).
 *
 * The durable outbox: confirmation mails are rows in the same database as the submissions
 * they confirm. A worker claims due rows with a lease (FOR UPDATE SKIP LOCKED on PostgreSQL,
 * a single atomic UPDATE … RETURNING on SQLite), so several server processes never send the
 * same row at once, a crashed worker's rows are picked up again when its lease expires, and a
 * restart loses nothing. Failures are retried with exponential backoff, then parked as failed.
 *
 * Delivery is at least once: a mail whose send timed out or failed after the receiver took it is
 * sent again. Every attempt of a row carries the same key (outboxMailKey: SMTP Message-ID,
 * provider idempotency key), so a receiver that de-duplicates by it delivers it once.
 */
/**
 * How long a claimed row is left to its worker. Comfortably longer than a send can run
 * (EMAIL_TIMEOUT_MS bounds each one whole), so a slow send is never claimed again by another
 * worker while it is still running; only a worker that died mid-send loses its rows to the
 * lease's end. outbox.test.ts holds the two constants to that.
 */
export const leaseFor = (emailTimeoutMs: number) => 4 * emailTimeoutMs;
export const DEFAULT_LEASE_MS = leaseFor(EMAIL_TIMEOUT_MS);
const DEFAULT_MAX_ATTEMPTS = 10;

/** 5 s, 15 s, 45 s, … capped at one hour: about 5 hours of trying in all. */
export function defaultBackoffMs(attempts: number): number {
  return Math.min(5_000 * 3 ** Math.max(0, attempts - 1), 3_600_000);
}

/** The outcome of trying to send a submission's mails while the visitor waits. */
export type DeliveryState = 'sent' | 'retrying' | 'pending';

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport | null;
  leaseMs?: number;
  batchSize?: number;
  pollMs?: number;
  maxAttempts?: number;
  backoffMs?: (attempts: number) => number;
  now?: () => number;
  log?: (message: string) => void;
  /** The host in every mail's key (`{row id}@{host}`): the site's, from NEXT_PUBLIC_SITE_URL. */
  mailKeyHost?: string;
}

/** How much of a send's failure reaches the log. */
const LOGGED_REASON_CHARS = 200;

/**
 * A send's failure as the log may keep it. A provider may echo the mail in its error (the
 * ticket's and cancel links are bearer credentials) and an SMTP refusal names the address, so
 * links and addresses are replaced and the rest cut short; the outbox row keeps the whole text
 * for the organiser area.
 */
function loggedReason(message: string, recipient: string): string {
  const reason = (recipient ? message.split(recipient).join('[address]') : message)
    // A link as written, or as a JSON body escapes it (https:\/\/…); a bare token parameter too.
    .replace(/\b[a-z][a-z\d+.-]*:(\\?\/){2}\S+/gi, '[link]')
    .replace(/\b(token|data)=[^\s&"'<>]+/gi, '$1=[removed]')
    .replace(/[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g, '[address]')
    .replace(/\s+/g, ' ')
    .trim();
  return reason.length > LOGGED_REASON_CHARS ? `${reason.slice(0, LOGGED_REASON_CHARS - 1)}…` : reason;
}

export class OutboxWorker {
  private readonly db: Db;
  private readonly transport: MailTransport | null;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: (attempts: number) => number;
  private readonly now: () => number;
  private readonly log: (message: string) => void;
  private readonly mailKeyHost: string;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private stopped = true;
  private again = false;
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Rows this worker has claimed and not yet marked: released by a stop that runs out of time. */
  private readonly held = new Set<string>();

  constructor(options: OutboxWorkerOptions) {
    this.db = options.db;
    this.transport = options.transport;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.batchSize = options.batchSize ?? 20;
    this.pollMs = options.pollMs ?? 1_000;
    this.maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.backoffMs = options.backoffMs ?? defaultBackoffMs;
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((message) => console.log(`[outbox] ${message}`));
    this.mailKeyHost = options.mailKeyHost ?? 'localhost';
  }

  get hasTransport(): boolean {
    return this.transport !== null;
  }

  /** Polls for due mails until stop(). Without a transport, mails stay queued (and logged). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (!this.transport) {
      this.log('no e-mail transport configured (EMAIL_PROVIDER_URL or SMTP_URL): mails are kept in the outbox');
      return;
    }
    this.kick();
  }

  /**
   * Stops polling and waits for sends in progress. With `graceMs`, waits at most that long and
   * then releases the lease of every mail still held, so another instance (or the next start)
   * sends it at once instead of after the lease: a send cut here may go out once more, never zero
   * times. Answers how many mails were released.
   */
  async stop({ graceMs }: { graceMs?: number } = {}): Promise<{ released: number }> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const settled = (async () => {
      while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
      return true;
    })();
    if (graceMs === undefined) {
      await settled;
      return { released: 0 };
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), graceMs);
    });
    const finished = await Promise.race([settled, late]);
    clearTimeout(timer);
    if (finished || this.held.size === 0) return { released: 0 };
    const ids = [...this.held];
    const released = await releaseLeases(this.db, ids, this.now());
    this.log(`stopped with ${ids.length} mail(s) still sending: ${released} released for another instance`);
    return { released };
  }

  /** Runs a pass now (coalesced with one already running). */
  kick(): void {
    if (this.stopped || !this.transport) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.track(this.loop());
  }

  private async loop(): Promise<void> {
    this.running = true;
    try {
      do {
        this.again = false;
        let claimed: number;
        do {
          claimed = await this.runOnce();
        } while (claimed >= this.batchSize && !this.stopped);
      } while (this.again && !this.stopped);
    } catch (error) {
      this.log(`pass failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.running = false;
      if (!this.stopped) {
        this.timer = setTimeout(() => this.kick(), this.pollMs);
        this.timer.unref?.();
      }
    }
  }

  /** One pass: claims a batch of due rows and sends them. Returns how many were claimed. */
  async runOnce(): Promise<number> {
    if (!this.transport) return 0;
    const rows = this.hold(await claimDue(this.db, { now: this.now(), limit: this.batchSize, leaseMs: this.leaseMs }));
    await Promise.all(rows.map((row) => this.sendRow(row)));
    return rows.length;
  }

  /**
   * Sends these (just queued) mails now, waiting at most `waitMs` for the outcome, so the
   * response can tell the visitor whether the confirmation went out. Whatever happens, the
   * rows stay in the outbox until sent, and the worker keeps retrying failures.
   */
  async deliver(ids: string[], waitMs: number): Promise<DeliveryState> {
    if (!this.transport || ids.length === 0) return 'pending';
    const attempt = (async (): Promise<DeliveryState> => {
      const rows = this.hold(
        await claimDue(this.db, { now: this.now(), limit: ids.length, leaseMs: this.leaseMs, ids }),
      );
      if (rows.length === 0) return 'pending';
      const results = await Promise.all(rows.map((row) => this.sendRow(row)));
      if (results.some((result) => result !== 'sent')) return 'retrying';
      return rows.length === ids.length ? 'sent' : 'pending';
    })();
    this.track(attempt);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<DeliveryState>((resolve) => {
      timer = setTimeout(() => resolve('pending'), waitMs);
    });
    try {
      return await Promise.race([attempt.catch((): DeliveryState => 'pending'), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private hold(rows: OutboxRow[]): OutboxRow[] {
    for (const row of rows) this.held.add(row.id);
    return rows;
  }

  private async sendRow(row: OutboxRow): Promise<'sent' | 'retrying' | 'failed'> {
    try {
      return await this.attempt(row);
    } finally {
      this.held.delete(row.id);
    }
  }

  private async attempt(row: OutboxRow): Promise<'sent' | 'retrying' | 'failed'> {
    const transport = this.transport;
    if (!transport) return 'retrying';
    try {
      await transport.send({ ...row, idempotencyKey: outboxMailKey(row.id, this.mailKeyHost) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await markFailed(this.db, row, message, this.now(), {
        maxAttempts: this.maxAttempts,
        backoffMs: this.backoffMs,
      });
      this.log(
        `mail ${row.id} (${row.kind}) failed on attempt ${row.attempts}: ${loggedReason(message, row.recipient)}${outcome === 'failed' ? ' (giving up)' : ''}`,
      );
      return outcome;
    }
    await markSent(this.db, row.id, this.now());
    return 'sent';
  }

  private track<T>(promise: Promise<T>): void {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => undefined);
  }
}
