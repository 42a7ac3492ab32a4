import 'server-only';
import { headers } from 'next/headers';
import { formRegistry, type FormKind } from '@/lib/forms';
import type { FormAction, FormState } from '@/lib/forms/form-state';
import { serverEnv } from '@/lib/env';
import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import type { AttendeeStatus } from '@/lib/db/schema';
import { clientKeyOf } from '@/lib/http';
import { fill, localeOf, messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';
import { admitClient, failureOutcome, receiveForm, type FormOutcome } from './form-intake';

/**
 * The forms' server actions: what a page's form posts to, in front of ./form-intake.ts, as ./form-posts.ts is
 * the JSON endpoint's. The form's fields come from the posted FormData, the client is counted
 * with the form's limiter (named from the request's headers exactly as the API routes name it),
 * then the intake runs, and its outcome becomes the form's state. Posted without script or
 * sent by React, the answer is the same, in the language of the page the form was on (its
 * hidden `locale` field): the messages, and the ticket page's link (/fr/ticket/qr-download).
 *
 * What protects them: Next.js answers an action only when the request's Origin names the host
 * it was sent to (serverActions.allowedOrigins is not set, so no other site can post one from a
 * visitor's browser), accepts at most 64 KB of body, and knows the actions only by build-time
 * ids. A client without a browser can send any header, as on the JSON endpoints: it is bounded
 * by the same per-client rate limit, the honeypot, the zod schema and the per-address mail
 * window, all applied by the intake. Nothing here reads a session: every form is public.
 */

/**
 * The posted strings, without the fields React adds for the action itself ($ACTION_…). A
 * browser posting a form writes a textarea's line breaks as CRLF; they are stored as the
 * textarea holds them (LF), as when the same form is sent as JSON.
 */
function postedFields(formData: FormData): Record<string, string> {
  const entries: [string, string][] = [];
  formData.forEach((value, name) => {
    if (typeof value === 'string' && !name.startsWith('$ACTION')) entries.push([name, value.replace(/\r\n?/g, '\n')]);
  });
  return Object.fromEntries(entries);
}

/** What the visitor typed into the form's own fields, to be put back (never the honeypot). */
function typedValues(kind: FormKind, fields: Record<string, string>): Record<string, string> {
  const names = Object.keys(formRegistry[kind].schema.shape);
  return Object.fromEntries(names.filter((name) => name in fields).map((name) => [name, fields[name]]));
}

/** Why a failure happened, when the visitor can act on it. */
function failureMessage(outcome: Exclude<FormOutcome, { ok: true }>, locale: Locale): string | undefined {
  const failures = messages(locale).forms.failures;
  switch (outcome.reason) {
    case 'limited':
      return failures.tooManyRequests;
    case 'unavailable':
      return failures.databaseUnavailable;
    case 'closed':
      return fill(failures.registrationClosed, { year: localizedContent(locale).edition.year });
    default:
      return undefined;
  }
}

/** What a registration that ended without a new ticket says (the waiting list, an offer or a cancellation standing). */
function registrationMessage(status: Exclude<AttendeeStatus, 'registered'>, locale: Locale): string {
  const texts = localizedContent(locale).registration.registrationTexts;
  return status === 'waitlisted'
    ? texts.waitlistSuccess
    : status === 'offered'
      ? texts.offeredAgain
      : texts.cancelledAgain;
}

export function formStateOf(kind: FormKind, fields: Record<string, string>, outcome: FormOutcome): FormState {
  const locale = localeOf(fields.locale);
  if (outcome.ok) {
    const { email, ticketUrl, status } = outcome.answer;
    // A registration that ended anywhere but with a ticket (the waiting list) says so in its own words.
    const own = status !== undefined && status !== 'registered' ? registrationMessage(status, locale) : undefined;
    return {
      status: 'success',
      emailNotSent: email === 'retrying' || email === 'failed',
      ...(ticketUrl ? { ticketUrl: localePath(locale, ticketUrl) } : {}),
      ...(own ? { message: own } : {}),
    };
  }
  const message = failureMessage(outcome, locale);
  return {
    status: 'error',
    fieldErrors: outcome.reason === 'invalid' ? outcome.fieldErrors : {},
    values: typedValues(kind, fields),
    ...(message ? { message } : {}),
  };
}

async function runFormAction(kind: FormKind, formData: FormData): Promise<FormState> {
  const fields = postedFields(formData);
  let outcome: FormOutcome;
  try {
    const client = clientKeyOf(await headers(), serverEnv().TRUSTED_PROXY_HOPS);
    outcome = (await admitClient(kind, client)) ?? (await receiveForm(kind, fields));
  } catch (error) {
    // The limiter counts in the database on PostgreSQL.
    outcome = failureOutcome(kind, error);
  }
  return formStateOf(kind, fields, outcome);
}

/**
 * The server action of a form, for the server component that renders it. The kind is a variable
 * of the action's closure, which Next.js encrypts into the page, so a post cannot switch its
 * form to another by editing it.
 */
export function formAction(kind: FormKind): FormAction {
  return async function submitForm(_previous: FormState, formData: FormData): Promise<FormState> {
    'use server';
    return runFormAction(kind, formData);
  };
}
