/**
 * Confirmation e-mail: the four templates, the transports (provider endpoint, SMTP, none) and
 * the durable outbox in the submissions database that sends them with retries.
 */
export * from './templates';
export * from './transports';
export * from './outbox';
export type { OutgoingMail } from './outbox-rows';
