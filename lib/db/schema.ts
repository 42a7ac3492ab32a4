import type { Generated } from 'kysely';
import type { Locale } from '@/content/locales';

/**
 * The tables both stores share. Timestamps are milliseconds since the epoch in a BIGINT
 * column: one representation that sorts and compares the same way in SQLite and PostgreSQL.
 */
/** stored: kept in our database only; forwarded: accepted by the organisers' API (copy kept). */
export type SubmissionStatus = 'stored' | 'forwarded';

export interface SubmissionsTable {
  id: string;
  /** A form of lib/forms/registry.ts; lib/submissions/store.ts reads it back as its FormKind. */
  kind: string;
  /** The validated submission as JSON text. */
  payload: string;
  email: string;
  status: SubmissionStatus;
  created_at: number;
  /** When an organiser marked it handled, and who (their e-mail); null while unhandled. */
  handled_at: Generated<number | null>;
  handled_by: Generated<string | null>;
  /** The language of the form it was sent from (migration 0012): its mails are written in it. */
  locale: Generated<Locale>;
}

interface NewsletterSubscribersTable {
  id: string;
  email: string;
  created_at: number;
  /** The language of the form they subscribed from (migration 0012). */
  locale: Generated<Locale>;
}

export interface AttendeesTable {
  ticket_id: string;
  first_name: string;
  last_name: string;
  email: string;
  /** The address trimmed, NFC and lower-cased, unique: one registration per address (null only for rows that predate it). */
  email_key: string | null;
  company: string | null;
  /** The signed ticket as JSON text, exactly as issued; null while waitlisted or offered (none issued yet). */
  ticket: string | null;
  created_at: number;
  /** When the ticket was first scanned at the gate; null until then. */
  checked_in_at: number | null;
  status: Generated<AttendeeStatus>;
  /** When the status last changed. */
  status_at: number | null;
  /** When the current ticket was signed (a correction issues a new one). */
  issued_at: number | null;
  /** While offered: until when the seat is held for them. */
  offer_expires_at: number | null;
  /** An organiser's reason for a cancellation, shown in the organiser area only. */
  cancel_reason: string | null;
  /** A fresh id per state change: the statements batched with a change run only if it happened. */
  change_id: string | null;
  /** The language they registered in (migration 0012): every mail to them is written in it. */
  locale: Generated<Locale>;
}

/**
 * registered: holds a live ticket; waitlisted: waiting for a seat, no ticket; offered: a freed
 * seat is held for them until offer_expires_at; cancelled: their ticket is revoked.
 */
export type AttendeeStatus = 'registered' | 'waitlisted' | 'offered' | 'cancelled';

/** A revoked ticket: only the SHA-256 of its id and when (lib/tickets/revocations.ts). */
interface TicketRevocationsTable {
  ticket_hash: string;
  revoked_at: number;
  /** The order rows became visible in (migration 0007): the writing transaction's id on PostgreSQL, a counter on SQLite. */
  tx: Generated<number>;
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
  /** The submission this mail confirms (null for mails queued before the link existed). */
  submission_id: Generated<string | null>;
}

export type Role = 'organiser' | 'gate';

/** better-auth's tables (lib/auth), with its camelCase column names. */
interface AuthUsersTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  role: Role;
  disabled: boolean | number;
}

interface AuthSessionsTable {
  id: string;
  expiresAt: Date | string;
  token: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

interface AuthAccountsTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

interface AuditLogTable {
  id: string;
  at: number;
  /** The signed-in user's e-mail, or the address tried at a failed sign-in; null for the system. */
  actor: string | null;
  action: string;
  target: string | null;
  /** A short description; never personal data of an erased person. */
  detail: string | null;
}

interface AppSecretsTable {
  name: string;
  value: string;
}

/** How an admitted ticket was verified: its signature, the registration list, or staff's confirmation. */
// 'store' (a registration-list match) was written before only signatures were valid.
type CheckinVerification = 'signature' | 'store' | 'unverified';

/** One row per admitted ticket id (lib/checkin): the primary key decides who was first. */
export interface CheckinsTable {
  ticket_id: string;
  name: string;
  email: string;
  at: number;
  gate: string;
  staff_id: string;
  staff_name: string;
  verification: CheckinVerification;
  source: 'online' | 'offline';
  /** The nonce of the scan that made this check-in. */
  nonce: string;
  recorded_at: number;
}

/** Every scan, keyed by the client's nonce (lib/checkin/shared.ts). */
export interface CheckinAttemptsTable {
  nonce: string;
  ticket_id: string | null;
  name: string | null;
  email: string | null;
  result: 'checked_in' | 'already_checked_in' | 'invalid' | 'unverified' | 'revoked';
  reason: string | null;
  gate: string;
  staff_id: string;
  staff_name: string;
  at: number;
  first_at: number | null;
  first_gate: string | null;
  first_by: string | null;
}

export type LetterRequestStatus = 'pending' | 'approved' | 'rejected';

/**
 * A visa invitation letter request (migration 0010, lib/letters/requests.ts). Passport number,
 * date of birth and passport expiry are null once scrubbed (retention) — sensitive data.
 * Dates are ISO calendar dates (YYYY-MM-DD).
 */
export interface LetterRequestsTable {
  id: string;
  ticket_id: string;
  status: LetterRequestStatus;
  full_name: string;
  passport_number: string | null;
  nationality: string;
  date_of_birth: string | null;
  passport_expiry: string | null;
  embassy: string;
  arrival: string;
  departure: string;
  organisation: string | null;
  role: string | null;
  created_at: number;
  decided_at: number | null;
  decided_by: string | null;
  reject_reason: string | null;
  /** 1 when an organiser ticked that the organisers pay travel or accommodation. */
  covers_costs: Generated<number>;
  /** The letter issued for it (issued_documents.number), once approved. */
  document_number: string | null;
  scrubbed_at: number | null;
}

type DocumentKind = 'letter' | 'certificate';

/** A letter or certificate issued (migration 0010, lib/letters/documents.ts); emptied, not deleted, on erasure. */
export interface IssuedDocumentsTable {
  number: string;
  kind: DocumentKind;
  edition: number;
  sequence: number;
  code: string;
  ticket_id: string | null;
  request_id: string | null;
  issued_at: number;
  /** The signed statement as JSON (lib/letters/statement.ts); null once erased. */
  statement: string | null;
  kid: string | null;
  signature: string | null;
  issued_by: string | null;
  withdrawn_at: number | null;
  withdrawn_reason: string | null;
}

/** The market's participants (lib/market): better-auth's tables for their sign-in, and who they are. */
interface MarketUsersTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

interface MarketVerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date | string;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export type MarketPersonKind = 'attendee' | 'exhibitor';

interface MarketPeopleTable {
  /** Random; what profiles, requests and meetings refer to (never the address). */
  id: string;
  email: string;
  kind: MarketPersonKind;
  /** The attendee's id or the exhibition submission's id. */
  source_id: string;
  locale: string;
  created_at: number;
  /** The last sign-in link they asked for (null: created_at); the market's retention counts from it. */
  last_active_at: Generated<number | null>;
}

export type MarketRole = 'seller' | 'buyer' | 'investor';
/** draft: never sent; pending: awaiting an organiser; the others are an organiser's decision. */
export type MarketProfileStatus = 'draft' | 'pending' | 'published' | 'rejected' | 'unpublished';

interface MarketProfilesTable {
  person_id: string;
  slug: string;
  display_name: string;
  organisation: Generated<string>;
  role: MarketRole;
  /** JSON array of sector ids. */
  sectors: Generated<string>;
  /** ISO 3166-1 alpha-2, from the registration form's list. */
  country: string;
  offer: Generated<string>;
  offer_lang: Generated<string>;
  seeking: Generated<string>;
  seeking_lang: Generated<string>;
  /** JSON array of at most three http(s) URLs. */
  links: Generated<string>;
  /** 1 when the owner shows their address to the people they have a meeting with. */
  share_email: Generated<number>;
  /** Shown to the people they have a meeting with, when not empty. */
  phone: Generated<string>;
  has_image: Generated<number>;
  /** 1 when the owner lets search engines index the profile. */
  indexable: Generated<number>;
  status: MarketProfileStatus;
  /** An organiser's reason for a rejection or an unpublishing. */
  reason: string | null;
  search_text: Generated<string>;
  created_at: number;
  updated_at: number;
  published_at: number | null;
}

interface MarketProfileImagesTable {
  person_id: string;
  webp: Uint8Array;
  width: number;
  height: number;
  updated_at: number;
}

interface MarketSettingsTable {
  id: number;
  /** JSON array of 'YYYY-MM-DD' (Lagos). */
  days: string;
  /** Minutes after Lagos midnight. */
  start_minute: number;
  end_minute: number;
  slot_minutes: number;
  max_open_requests: number;
  max_new_senders_per_day: number;
  updated_at: number;
}

interface MarketTablesTable {
  id: string;
  name: string;
  capacity: Generated<number>;
  position: number;
  created_at: number;
}

interface MarketUnavailableTable {
  person_id: string;
  slot_start: number;
}

type MarketRequestStatus = 'open' | 'accepted' | 'declined' | 'cancelled';

interface MarketRequestsTable {
  id: string;
  from_id: string;
  to_id: string;
  message: Generated<string>;
  status: MarketRequestStatus;
  reason: string | null;
  created_at: number;
  decided_at: number | null;
}

interface MarketRequestSlotsTable {
  request_id: string;
  slot_start: number;
}

interface MarketMeetingsTable {
  id: string;
  request_id: string;
  /** Who asked. */
  a_id: string;
  /** Who accepted. */
  b_id: string;
  slot_start: number;
  table_id: string;
  status: 'booked' | 'cancelled';
  cancelled_by: string | null;
  created_at: number;
  cancelled_at: number | null;
  reminded_at: number | null;
  a_no_show: Generated<number>;
  b_no_show: Generated<number>;
}

interface MarketTableSlotsTable {
  table_id: string;
  slot_start: number;
  meeting_id: string;
}

interface MarketPersonSlotsTable {
  person_id: string;
  slot_start: number;
  meeting_id: string;
}

interface MarketBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: number;
}

interface MarketReportsTable {
  id: string;
  reporter_id: string;
  reported_id: string;
  reason: string;
  created_at: number;
  resolved_at: number | null;
}

export interface Tables {
  submissions: SubmissionsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  attendees: AttendeesTable;
  outbox: OutboxTable;
  auth_users: AuthUsersTable;
  auth_sessions: AuthSessionsTable;
  auth_accounts: AuthAccountsTable;
  rate_limits: RateLimitsTable;
  audit_log: AuditLogTable;
  app_secrets: AppSecretsTable;
  checkins: CheckinsTable;
  checkin_attempts: CheckinAttemptsTable;
  ticket_revocations: TicketRevocationsTable;
  letter_requests: LetterRequestsTable;
  issued_documents: IssuedDocumentsTable;
  market_users: MarketUsersTable;
  market_sessions: AuthSessionsTable;
  market_accounts: AuthAccountsTable;
  market_verifications: MarketVerificationsTable;
  market_people: MarketPeopleTable;
  market_profiles: MarketProfilesTable;
  market_profile_images: MarketProfileImagesTable;
  market_settings: MarketSettingsTable;
  market_tables: MarketTablesTable;
  market_unavailable: MarketUnavailableTable;
  market_requests: MarketRequestsTable;
  market_request_slots: MarketRequestSlotsTable;
  market_meetings: MarketMeetingsTable;
  market_table_slots: MarketTableSlotsTable;
  market_person_slots: MarketPersonSlotsTable;
  market_blocks: MarketBlocksTable;
  market_reports: MarketReportsTable;
}
