import 'server-only';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outbox-rows';

/**
 * How a queued mail leaves the server: the mail provider's endpoint (a JSON POST
 * of recipient_email, message, subject, fromName), SMTP through nodemailer, or none. A transport
 * throws when the mail was not accepted; the outbox then retries it later.
 */
export interface MailTransport {
  readonly name: 'provider' | 'smtp';
  send(mail: SendableMail): Promise<void>;
  close?(): void;
}

/**
 * A queued mail as it leaves: with the key that names it at the receiving end, the same on every
 * attempt of its outbox row (`outboxMailKey`). A provider that times out after accepting a mail
 * gets it again on the retry; the key lets it see that it is the same mail.
 */
interface SendableMail extends OutgoingMail {
  idempotencyKey: string;
}

/**
 * `{outbox row id}@{site host}`: unique across sites sharing one provider account and stable
 * across retries, worker restarts and instances (the row id is). SMTP carries it as the
 * Message-ID `<key>`; the provider endpoint as the `idempotency_key` field and the
 * `Idempotency-Key` header.
 */
export function outboxMailKey(rowId: string, host: string): string {
  return `${rowId}@${host}`;
}

class MailSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailSendError';
  }
}

export const DEFAULT_SEND_FAILURE = 'Failed to send confirmation email';
/**
 * The longest one send may take, whole (the provider's request and answer; an SMTP transaction
 * from connecting to the server's reply to the message). The outbox lease (DEFAULT_LEASE_MS,
 * 60 s) is four times this, so a send still running is never claimed by another worker.
 */
export const EMAIL_TIMEOUT_MS = 15_000;

export function providerTransport(url: string, fromName: string, timeoutMs = EMAIL_TIMEOUT_MS): MailTransport {
  return {
    name: 'provider',
    async send(mail) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'Idempotency-Key': mail.idempotencyKey,
          },
          body: JSON.stringify({
            recipient_email: mail.recipient,
            message: mail.html,
            subject: mail.subject,
            fromName,
            idempotency_key: mail.idempotencyKey,
          }),
          // Covers reading the answer too, so a send never outlives its timeout (and its lease).
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const name = (error as { name?: unknown } | null)?.name;
        const timedOut = name === 'TimeoutError' || name === 'AbortError';
        throw new MailSendError(
          timedOut ? `Email provider timed out after ${timeoutMs} ms` : `Network Error: ${describe(error)}`,
        );
      }
      const text = await response.text().catch(() => '');
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      const result = body && typeof body === 'object' ? (body as { success?: unknown; error?: unknown }) : null;
      if (response.ok && result?.success === true) return;
      // The failure carries the provider's response body, or the default text.
      const detail =
        typeof result?.error === 'string' && result.error
          ? result.error
          : text.trim()
            ? text.trim().slice(0, 500)
            : DEFAULT_SEND_FAILURE;
      throw new MailSendError(response.ok ? detail : `HTTP ${response.status}: ${detail}`);
    },
  };
}

export function smtpTransport(
  smtpUrl: string,
  fromName: string,
  fromAddress: string,
  timeoutMs = EMAIL_TIMEOUT_MS,
): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[1]);
  return {
    name: 'smtp',
    async send(mail) {
      try {
        await transporter.sendMail({
          from: { name: fromName, address: fromAddress },
          to: mail.recipient,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: `<${mail.idempotencyKey}>`,
          // The per-step timeouts above reset on every reply; this bounds the whole transaction
          // (nodemailer closes the connection), as the outbox lease assumes.
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new MailSendError(`SMTP: ${describe(error)}`);
      }
    },
    close() {
      transporter.close();
    },
  };
}

/** The transport the configuration selects: the provider endpoint first, then SMTP, else none. */
export function transportFromConfig(config: {
  EMAIL_PROVIDER_URL?: string;
  SMTP_URL?: string;
  EMAIL_FROM_NAME: string;
  EMAIL_FROM_ADDRESS: string;
  EMAIL_TIMEOUT_MS?: number;
}): MailTransport | null {
  const timeoutMs = config.EMAIL_TIMEOUT_MS ?? EMAIL_TIMEOUT_MS;
  if (config.EMAIL_PROVIDER_URL) return providerTransport(config.EMAIL_PROVIDER_URL, config.EMAIL_FROM_NAME, timeoutMs);
  if (config.SMTP_URL)
    return smtpTransport(config.SMTP_URL, config.EMAIL_FROM_NAME, config.EMAIL_FROM_ADDRESS, timeoutMs);
  return null;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    const causeText = cause instanceof Error ? ` (${cause.message})` : '';
    return `${error.message}${causeText}`;
  }
  return String(error);
}
