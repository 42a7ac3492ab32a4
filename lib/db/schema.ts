import type { Generated } from 'kysely';
import type { FormKind } from '@/lib/forms/registry';

/**
 * The tables both stores share. Timestamps are milliseconds since the epoch in a BIGINT
 * column: one representation that sorts and compares the same way in SQLite and PostgreSQL.
 */
/** One per form of lib/forms/registry.ts. */
export type SubmissionKind = FormKind;

/** stored: kept in our database only; forwarded: accepted by the organisers' API (copy kept). */
export type SubmissionStatus = 'stored' | 'forwarded';

export interface SubmissionsTable {
  id: string;
  kind: SubmissionKind;
  /** The validated submission as JSON text. */
  payload: string;
  email: string;
  status: SubmissionStatus;
  created_at: number;
}

export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  created_at: number;
}

export interface AttendeesTable {
  ticket_id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  /** The signed ticket as JSON text, exactly as issued. */
  ticket: string;
  created_at: number;
  /** When the ticket was first scanned at the gate; null until then. */
  checked_in_at: number | null;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxTable {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
  /** A worker holds the row until then; an expired lease means its worker died mid-send. */
  locked_until: number | null;
}

export interface Tables {
  submissions: SubmissionsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  attendees: AttendeesTable;
  outbox: OutboxTable;
}
