/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { closedPort, startTestServer, type TestServer } from '@/lib/testing/http-server';
import { contactMail } from './templates';
import { DEFAULT_SEND_FAILURE, providerTransport, smtpTransport, transportFromConfig } from './transports';

const mail = {
  ...contactMail({ firstName: 'Ada', emailAddress: 'ada@example.com', locale: 'en' }),
  idempotencyKey: 'row-1@africacreativemarket.com',
};

describe("provider transport (the mail provider's JSON endpoint)", () => {
  let provider: TestServer;
  beforeEach(async () => {
    provider = await startTestServer((request) => {
      const to = String((request.body as { recipient_email?: string }).recipient_email);
      if (to.includes('flagless')) return { json: { success: false } };
      if (to.includes('flag')) return { json: { success: false, error: 'Mailbox full' } };
      if (to.includes('empty')) return { text: '' };
      if (to.includes('http500')) return { status: 500, text: 'boom' };
      if (to.includes('slow')) return { json: { success: true }, delayMs: 2000 };
      if (to.includes('notjson')) return { text: 'OK' };
      return { json: { success: true, data: { id: 1 } } };
    });
  });
  afterEach(() => provider.close());

  it('posts recipient_email, message (HTML), subject and the fixed fromName as JSON, with the idempotency key in the body and header', async () => {
    await providerTransport(`${provider.url}/email/senderjson.php`, 'Africa Creative Market').send(mail);
    expect(provider.requests).toHaveLength(1);
    const [request] = provider.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/email/senderjson.php');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['idempotency-key']).toBe('row-1@africacreativemarket.com');
    expect(request.body).toEqual({
      recipient_email: 'ada@example.com',
      message: mail.html,
      subject: mail.subject,
      fromName: 'Africa Creative Market',
      idempotency_key: 'row-1@africacreativemarket.com',
    });
  });

  it('fails with the server error on success false', async () => {
    await expect(providerTransport(provider.url, 'X').send({ ...mail, recipient: 'flag@example.com' })).rejects.toThrow(
      'Mailbox full',
    );
  });

  it('fails with the response body, or the default text, when there is no error field', async () => {
    await expect(
      providerTransport(provider.url, 'X').send({ ...mail, recipient: 'flagless@example.com' }),
    ).rejects.toThrow('{"success":false}');
    await expect(
      providerTransport(provider.url, 'X').send({ ...mail, recipient: 'notjson@example.com' }),
    ).rejects.toThrow('OK');
    await expect(
      providerTransport(provider.url, 'X').send({ ...mail, recipient: 'empty@example.com' }),
    ).rejects.toThrow(/^Failed to send confirmation email$/);
    expect(DEFAULT_SEND_FAILURE).toBe('Failed to send confirmation email');
  });

  it('fails on an HTTP error status', async () => {
    await expect(
      providerTransport(provider.url, 'X').send({ ...mail, recipient: 'http500@example.com' }),
    ).rejects.toThrow('HTTP 500: boom');
  });

  it('fails after its timeout', async () => {
    await expect(
      providerTransport(provider.url, 'X', 100).send({ ...mail, recipient: 'slow@example.com' }),
    ).rejects.toThrow('timed out after 100 ms');
  });

  it('fails with Network Error when nothing listens', async () => {
    const port = await closedPort();
    await expect(providerTransport(`http://127.0.0.1:${port}`, 'X').send(mail)).rejects.toThrow(/^Network Error/);
  });
});

describe('SMTP transport (a real smtp-server)', () => {
  let server: SMTPServer;
  let port: number;
  let received: { from: string; to: string[]; data: string; user?: string }[];
  let rejectRecipients: boolean;

  beforeEach(async () => {
    received = [];
    rejectRecipients = false;
    server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo(_address, _session, callback) {
        if (rejectRecipients) callback(new Error('Mailbox unavailable'));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data: Buffer.concat(chunks).toString('utf8'),
            user: session.user as string | undefined,
          });
          callback();
        });
      },
      logger: false,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends HTML with a text alternative from the fixed sender name, authenticating with the URL credentials', async () => {
    const transport = smtpTransport(
      `smtp://mailer:s3cret@127.0.0.1:${port}`,
      'Africa Creative Market',
      'info@africacreativemarket.com',
    );
    await transport.send(mail);
    transport.close?.();
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message.user).toBe('mailer');
    expect(message.from).toBe('info@africacreativemarket.com');
    expect(message.to).toEqual(['ada@example.com']);
    expect(message.data).toContain('From: Africa Creative Market <info@africacreativemarket.com>');
    expect(message.data).toContain('Subject: We have received your inquiry');
    expect(message.data).toContain('Content-Type: multipart/alternative');
    expect(message.data).toContain('Content-Type: text/plain');
    expect(message.data).toContain('Content-Type: text/html');
    expect(message.data).toContain('Message-ID: <row-1@africacreativemarket.com>');
  });

  it('fails when the server refuses the recipient', async () => {
    rejectRecipients = true;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 'X', 'info@africacreativemarket.com');
    await expect(transport.send(mail)).rejects.toThrow(/^SMTP: .*Mailbox unavailable/);
    transport.close?.();
  });

  it('fails on wrong credentials', async () => {
    const transport = smtpTransport(`smtp://mailer:wrong@127.0.0.1:${port}`, 'X', 'info@africacreativemarket.com');
    await expect(transport.send(mail)).rejects.toThrow(/^SMTP: /);
    transport.close?.();
    expect(received).toHaveLength(0);
  });
});

describe('transport selection', () => {
  const base = { EMAIL_FROM_NAME: 'Africa Creative Market', EMAIL_FROM_ADDRESS: 'info@africacreativemarket.com' };
  it('prefers the provider endpoint, then SMTP, else none', () => {
    expect(transportFromConfig({ ...base, EMAIL_PROVIDER_URL: 'http://x.test/e', SMTP_URL: 'smtp://h:25' })?.name).toBe(
      'provider',
    );
    expect(transportFromConfig({ ...base, SMTP_URL: 'smtp://h:25' })?.name).toBe('smtp');
    expect(transportFromConfig(base)).toBeNull();
  });
});
