/** @jest-environment node */
import { openDatabase, type Db } from '@/lib/db';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { recordSubmission } from '@/lib/submissions/store';
import { startTestServer, type TestServer } from '@/lib/testing/http-server';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { DEFAULT_LEASE_MS, defaultBackoffMs, OutboxWorker } from './outbox';
import { claimDue, outboxStats } from './outbox-rows';
import { formMail, seatOfferMail } from './templates';
import { EMAIL_TIMEOUT_MS, providerTransport, smtpTransport } from './transports';

const words = { title: 'We have received your inquiry', received: 'We will reply within 48 hours.' };

const quiet = () => undefined;

async function queue(db: Db, recipients: string[], now = 0): Promise<string[]> {
  const ids: string[] = [];
  for (const recipient of recipients) {
    const recorded = await recordSubmission(
      db,
      { kind: 'contact', email: recipient, status: 'stored', payload: {}, now },
      [formMail({ kind: 'contact', name: 'Ada', emailAddress: recipient, locale: 'en', words })],
    );
    ids.push(...recorded.mailIds);
  }
  return ids;
}

async function rows(db: Db) {
  return db.kysely.selectFrom('outbox').selectAll().orderBy('recipient').execute();
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(dialectsUnderTest())('outbox on %s', (dialect) => {
  let t: TestDatabase;
  let provider: TestServer;
  let failing: Set<string>;
  const received = () =>
    provider.requests.map((request) => (request.body as { recipient_email: string }).recipient_email);

  beforeEach(async () => {
    t = await createTestDatabase(dialect);
    failing = new Set();
    provider = await startTestServer((request) => {
      const to = (request.body as { recipient_email: string }).recipient_email;
      if (to.includes('slow')) return { json: { success: true }, delayMs: 1500 };
      return failing.has(to) ? { status: 500, text: 'provider down' } : { json: { success: true, data: {} } };
    });
  });
  afterEach(async () => {
    await provider.close();
    await t.dispose();
  });

  it('sends a queued mail once and marks it sent', async () => {
    await queue(t.db, ['a@example.com']);
    const worker = new OutboxWorker({
      db: t.db,
      transport: providerTransport(provider.url, 'ACM'),
      now: () => 5000,
      log: quiet,
    });
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(received()).toEqual(['a@example.com']);
    const [row] = await rows(t.db);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, sent_at: 5000, locked_until: null, last_error: null });
  });

  it('retries a failed send after the backoff, keeping the error, then sends it', async () => {
    let clock = 10_000;
    failing.add('retry@example.com');
    await queue(t.db, ['retry@example.com'], clock);
    const worker = new OutboxWorker({
      db: t.db,
      transport: providerTransport(provider.url, 'ACM'),
      now: () => clock,
      log: quiet,
    });
    expect(await worker.runOnce()).toBe(1);
    let [row] = await rows(t.db);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      next_attempt_at: clock + defaultBackoffMs(1),
      locked_until: null,
    });
    expect(row.last_error).toContain('HTTP 500: provider down');

    clock += defaultBackoffMs(1) - 1;
    expect(await worker.runOnce()).toBe(0); // not due yet
    clock += 1;
    failing.clear();
    expect(await worker.runOnce()).toBe(1);
    [row] = await rows(t.db);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received()).toEqual(['retry@example.com', 'retry@example.com']);
  });

  it('backs off exponentially and parks a mail as failed after the last attempt', async () => {
    expect([1, 2, 3, 4].map(defaultBackoffMs)).toEqual([5000, 15000, 45000, 135000]);
    expect(defaultBackoffMs(20)).toBe(3_600_000);
    let clock = 0;
    failing.add('dead@example.com');
    await queue(t.db, ['dead@example.com']);
    const worker = new OutboxWorker({
      db: t.db,
      transport: providerTransport(provider.url, 'ACM'),
      now: () => clock,
      maxAttempts: 3,
      backoffMs: () => 10,
      log: quiet,
    });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await worker.runOnce()).toBe(1);
      clock += 10;
    }
    expect(await worker.runOnce()).toBe(0);
    expect(await outboxStats(t.db)).toEqual({ pending: 0, sent: 0, failed: 1 });
    expect((await rows(t.db))[0]).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('never sends a row twice when two server processes work the same outbox', async () => {
    const recipients = Array.from({ length: 60 }, (_, index) => `p${String(index).padStart(2, '0')}@example.com`);
    await queue(t.db, recipients);
    const second = await openDatabase(t.url); // a second connection, as another process would have
    try {
      const workers = [t.db, second].map(
        (db) => new OutboxWorker({ db, transport: providerTransport(provider.url, 'ACM'), batchSize: 7, log: quiet }),
      );
      const drain = async (worker: OutboxWorker) => {
        while ((await worker.runOnce()) > 0);
      };
      await Promise.all([drain(workers[0]), drain(workers[1]), drain(workers[0]), drain(workers[1])]);
    } finally {
      await second.close();
    }
    expect(received().sort()).toEqual(recipients);
    expect(await outboxStats(t.db)).toEqual({ pending: 0, sent: 60, failed: 0 });
  });

  it('re-sends rows whose worker died mid-send once the lease expires', async () => {
    await queue(t.db, ['orphan@example.com']);
    const leased = await claimDue(t.db, { now: 1000, limit: 10, leaseMs: 60_000 });
    expect(leased).toHaveLength(1); // ... and that worker crashes without marking anything
    const worker = new OutboxWorker({
      db: t.db,
      transport: providerTransport(provider.url, 'ACM'),
      now: () => 30_000,
      log: quiet,
    });
    expect(await worker.runOnce()).toBe(0); // still leased
    const later = new OutboxWorker({
      db: t.db,
      transport: providerTransport(provider.url, 'ACM'),
      now: () => 61_000,
      log: quiet,
    });
    expect(await later.runOnce()).toBe(1);
    expect((await rows(t.db))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a stop that runs out of time releases the mails it holds, and another instance sends them at once', async () => {
    await queue(t.db, ['slow@example.com'], 1000);
    const stopping = new OutboxWorker({
      db: t.db,
      transport: providerTransport(provider.url, 'ACM'),
      now: () => 2000,
      log: quiet,
    });
    stopping.start();
    await waitFor(async () => provider.requests.length === 1); // the send is under way (the provider takes 1.5 s)
    expect(await stopping.stop({ graceMs: 50 })).toEqual({ released: 1 });
    expect((await rows(t.db))[0]).toMatchObject({ status: 'pending', locked_until: null, next_attempt_at: 2000 });
    // Well within the lease it would otherwise have waited for.
    const next = new OutboxWorker({
      db: t.db,
      transport: providerTransport(provider.url, 'ACM'),
      now: () => 2500,
      log: quiet,
    });
    expect(await next.runOnce()).toBe(1);
    expect(received()).toEqual(['slow@example.com', 'slow@example.com']); // at most once more, never zero times
  });

  it('a stop with time enough lets the send finish and releases nothing', async () => {
    await queue(t.db, ['slow@example.com'], 1000);
    const worker = new OutboxWorker({
      db: t.db,
      transport: providerTransport(provider.url, 'ACM'),
      now: () => 2000,
      log: quiet,
    });
    worker.start();
    await waitFor(async () => provider.requests.length === 1);
    expect(await worker.stop({ graceMs: 5000 })).toEqual({ released: 0 });
    expect((await rows(t.db))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('loses nothing across a restart: mails queued before are sent by the next process', async () => {
    await queue(t.db, ['r1@example.com', 'r2@example.com', 'r3@example.com'], Date.now());
    // First process: no transport configured, then it stops.
    const before = new OutboxWorker({ db: t.db, transport: null, log: quiet });
    before.start();
    await before.stop();
    await t.db.close();

    const reopened = await openDatabase(t.url);
    t.db = reopened; // dispose() closes this one
    const worker = new OutboxWorker({
      db: reopened,
      transport: providerTransport(provider.url, 'ACM'),
      pollMs: 50,
      log: quiet,
    });
    worker.start();
    try {
      await waitFor(async () => (await outboxStats(reopened)).sent === 3);
    } finally {
      await worker.stop();
    }
    expect(received().sort()).toEqual(['r1@example.com', 'r2@example.com', 'r3@example.com']);
  });

  it('reports the first delivery attempt to the request: sent, retrying or pending', async () => {
    const worker = new OutboxWorker({ db: t.db, transport: providerTransport(provider.url, 'ACM'), log: quiet });
    expect(await worker.deliver(await queue(t.db, ['ok@example.com'], Date.now()), 2000)).toBe('sent');
    failing.add('bad@example.com');
    expect(await worker.deliver(await queue(t.db, ['bad@example.com'], Date.now()), 2000)).toBe('retrying');
    const slowIds = await queue(t.db, ['slow@example.com'], Date.now());
    expect(await worker.deliver(slowIds, 100)).toBe('pending');
    await worker.stop(); // waits for the slow send, which still completes
    const byRecipient = Object.fromEntries((await rows(t.db)).map((row) => [row.recipient, row.status]));
    expect(byRecipient).toEqual({ 'ok@example.com': 'sent', 'bad@example.com': 'pending', 'slow@example.com': 'sent' });

    const idle = new OutboxWorker({ db: t.db, transport: null, log: quiet });
    expect(await idle.deliver(await queue(t.db, ['kept@example.com'], Date.now()), 2000)).toBe('pending');
  });

  it('logs a failure by its id and kind, without the address or the links a provider echoes back', async () => {
    const claimUrl = 'https://africacreativemarket.com/register/claim?token=SECRET-CLAIM-TOKEN';
    const recipient = 'Echo.Person@example.com';
    const echoing = await startTestServer((request) => {
      const body = request.body as { recipient_email: string; message: string };
      // The link as written, as a JSON body escapes it, and as a bare parameter.
      const escaped = claimUrl.replaceAll('/', '\\/');
      return {
        json: {
          success: false,
          error: `Refused for ${body.recipient_email} <${body.recipient_email}>: ${claimUrl} ${escaped} claim?token=SECRET-CLAIM-TOKEN ${body.message}`,
        },
      };
    });
    const lines: string[] = [];
    try {
      const offer = seatOfferMail({ firstName: 'Ada', emailAddress: recipient, claimUrl, expiresAt: 0, locale: 'en' });
      const recorded = await recordSubmission(
        t.db,
        { kind: 'contact', email: recipient, status: 'stored', payload: {}, now: 0 },
        [offer],
      );
      const worker = new OutboxWorker({
        db: t.db,
        transport: providerTransport(echoing.url, 'ACM'),
        now: () => 1000,
        log: (line) => lines.push(line),
      });
      expect(await worker.runOnce()).toBe(1);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(
          `^mail ${recorded.mailIds[0]} \\(seat-offer\\) failed on attempt 1: Refused for \\[address\\] <\\[address\\]>: \\[link\\]`,
        ),
      );
      expect(lines[0]).not.toMatch(/SECRET-CLAIM-TOKEN|example\.com|https?:/i);
      expect(lines[0].length).toBeLessThan(300);
      // The row keeps the provider's whole answer for the organiser area.
      expect((await rows(t.db))[0].last_error).toContain(recipient);
    } finally {
      await echoing.close();
    }
  });
});

describe.each(dialectsUnderTest())('one key per mail across retries on %s', (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
  });
  afterEach(() => t.dispose());

  it('the lease outlasts a whole send, so a slow send is never claimed again while it runs', () => {
    // Each transport bounds a send whole by EMAIL_TIMEOUT_MS (fetch's signal covers the answer,
    // nodemailer's signal the SMTP transaction); the lease must leave room beyond that.
    expect(DEFAULT_LEASE_MS).toBeGreaterThanOrEqual(3 * EMAIL_TIMEOUT_MS);
  });

  it('a provider slower than the timeout gets the same key on the retry (body and header); de-duplicating by it, it delivers once', async () => {
    const delivered = new Map<string, number>();
    let calls = 0;
    const provider = await startTestServer((request) => {
      calls += 1;
      const key = String(request.headers['idempotency-key']);
      // A provider that de-duplicates: a key it has seen is acknowledged, not delivered again.
      delivered.set(key, (delivered.get(key) ?? 0) + (delivered.has(key) ? 0 : 1));
      // The first answer comes after the site's timeout (the probe's slow provider).
      return calls === 1 ? { json: { success: true }, delayMs: 400 } : { json: { success: true } };
    });
    try {
      let clock = 10_000;
      const [id] = await queue(t.db, ['slowpoke@example.com'], clock);
      const worker = new OutboxWorker({
        db: t.db,
        transport: providerTransport(provider.url, 'ACM', 100),
        now: () => clock,
        log: quiet,
        mailKeyHost: 'africacreativemarket.com',
      });
      expect(await worker.runOnce()).toBe(1);
      expect((await rows(t.db))[0]).toMatchObject({ status: 'pending', attempts: 1 });
      expect((await rows(t.db))[0].last_error).toContain('timed out after 100 ms');
      clock += defaultBackoffMs(1);
      expect(await worker.runOnce()).toBe(1);
      expect((await rows(t.db))[0]).toMatchObject({ status: 'sent', attempts: 2 });

      const key = `${id}@africacreativemarket.com`;
      expect(provider.requests.map((request) => request.headers['idempotency-key'])).toEqual([key, key]);
      expect(provider.requests.map((request) => (request.body as { idempotency_key: string }).idempotency_key)).toEqual(
        [key, key],
      );
      expect([...delivered]).toEqual([[key, 1]]);
    } finally {
      await provider.close();
    }
  });

  it('SMTP: a real smtp-server receives the same Message-ID on the retry of a refused mail', async () => {
    const messageIds: string[] = [];
    const server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          messageIds.push(/^Message-ID: (.*)$/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1]?.trim() ?? '');
          // The first time, a temporary failure after the data arrived: the outbox must retry.
          if (messageIds.length === 1) callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          else callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 'ACM', 'info@africacreativemarket.com');
    try {
      let clock = 10_000;
      const [id] = await queue(t.db, ['smtp@example.com'], clock);
      const worker = new OutboxWorker({
        db: t.db,
        transport,
        now: () => clock,
        log: quiet,
        mailKeyHost: 'africacreativemarket.com',
      });
      expect(await worker.runOnce()).toBe(1);
      clock += defaultBackoffMs(1);
      expect(await worker.runOnce()).toBe(1);
      expect((await rows(t.db))[0]).toMatchObject({ status: 'sent', attempts: 2 });
      expect(messageIds).toEqual([`<${id}@africacreativemarket.com>`, `<${id}@africacreativemarket.com>`]);
    } finally {
      transport.close?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
