import type { Ticket } from './schema';

/**
 * For tests only: tickets the unit, component and end-to-end tests share. One with a company and
 * plain ASCII, one in Yoruba (letters outside Latin-1, combining accents) without a company.
 */
export const asciiTicket = {
  ticketId: 'ACM2025-3K9ZQ1-1757980800000',
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada.okafor@example.com',
  company: 'Lagos Film Works',
} satisfies Ticket;

export const yorubaTicket = {
  ticketId: 'ACM2025-0YB7QX-1',
  firstName: 'Adébáyọ̀',
  lastName: 'Ọlọ́lá',
  email: 'adebayo@example.ng',
} satisfies Ticket;

/** Igbo sub-dotted letters and a company: what the signature tests sign. */
export const igboTicket = {
  ticketId: 'ACM2025-3K9ZQ1-1757980800000',
  firstName: 'Chiamaka',
  lastName: 'Nwọsu',
  email: 'chiamaka@example.com',
  company: 'Nollywood Studios',
} satisfies Ticket;

/**
 * For tests only: the Ed25519 seed (bytes 0..31, base64url) the e2e servers sign with
 * (TICKET_SIGNING_KEY in e2e/support/web-servers.ts), and a second one standing for a retired key.
 */
export const testTicketSeed = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';
export const retiredTestTicketSeed = 'ICEiIyQlJicoKSorLC0uLzAxMjM0NTY3ODk6Ozw9Pj8';

/** For tests: the secret the attendee's own links are signed with (lib/attendees/register.ts RegistrationDeps.linkSecret). */
export const testLinkSecret = 'test-link-secret-0123456789abcdefghijklmnopqrstuv';
