'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { serverEnv } from '@/lib/env';
import { fieldErrorsOf, HONEYPOT_FIELD } from '@/lib/forms';
import type { FormState } from '@/lib/forms/form-state';
import { schemasFor } from '@/lib/forms/schemas';
import { clientKeyOf } from '@/lib/http';
import { localeOf, messages } from '@/lib/i18n';
import { attendeeServices, marketRuntime, rateLimiter } from '@/lib/runtime';
import { requestMarketLink } from '@/lib/market/sign-in';
import { sendLostTicket } from '@/lib/attendees/lost-ticket';
import { cancelByLink } from '@/lib/attendees/self-cancel';
import type { SelfCancelState } from '@/lib/attendees/self-cancel-state';

/**
 * The attendee's own server actions: "Lost your ticket?", the market's sign-in link and the
 * self-cancel button.
 * Both are public, like the forms of lib/handlers/form-actions.ts, and protected the same way
 * (Next's Origin check and body limit, the action's build-time id, a per-client rate limit).
 */

function postedText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * A form that mails something to the address typed in ("Lost your ticket?", the market's
 * sign-in link): checks the address and counts the client (RATE_LIMIT_PER_MINUTE, the form's own
 * budget), then answers success, the same for every address. `send` runs after the answer has
 * been sent (next/server `after`), so a registered address does not take longer to answer than an
 * unknown one; what it did is logged, never shown. A filled honeypot gets the same answer and
 * nothing is done. The refusals are in the page's language (its hidden `locale` field).
 */
async function answerEmailRequest(
  formData: FormData,
  route: string,
  send: (email: string) => Promise<string>,
): Promise<FormState> {
  const locale = localeOf(formData.get('locale'));
  const failures = messages(locale).forms.failures;
  const values = { email: postedText(formData, 'email') };
  const parsed = schemasFor(locale).lostTicket.safeParse(values);
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error), values };
  try {
    const client = clientKeyOf(await headers(), serverEnv().TRUSTED_PROXY_HOPS);
    const decision = await (await rateLimiter(route)).hit(client);
    if (!decision.allowed) return { status: 'error', fieldErrors: {}, values, message: failures.tooManyRequests };
  } catch (error) {
    // The limiter counts in the database on PostgreSQL.
    if (!isDatabaseUnavailable(error)) throw error;
    return { status: 'error', fieldErrors: {}, values, message: failures.databaseUnavailable };
  }
  if (postedText(formData, HONEYPOT_FIELD) === '') {
    const email = parsed.data.email;
    after(async () => {
      try {
        console.log(`[${route}] ${await send(email)}`);
      } catch (error) {
        console.error(`[${route}] failed:`, error instanceof Error ? error.message : error);
      }
    });
  }
  return { status: 'success', emailNotSent: false };
}

/** "Lost your ticket?": the address's ticket mailed to it again (lib/attendees/lost-ticket.ts). */
export async function requestLostTicket(_previous: FormState, formData: FormData): Promise<FormState> {
  return answerEmailRequest(formData, '/register/lost-ticket', async (email) =>
    sendLostTicket(await attendeeServices(), email),
  );
}

/** The market's "Email me a sign-in link" (lib/market/sign-in.ts). */
export async function requestMarketSignIn(_previous: FormState, formData: FormData): Promise<FormState> {
  // The link and its mail in the language of the page the person asked from.
  const locale = localeOf(formData.get('locale'));
  return answerEmailRequest(formData, '/market/sign-in', async (email) =>
    requestMarketLink(await marketRuntime(), email, locale),
  );
}

/** The self-cancel page's button: the link's token comes back in a hidden field. */
export async function cancelOwnRegistration(_previous: SelfCancelState, formData: FormData): Promise<SelfCancelState> {
  try {
    return { status: await cancelByLink(await attendeeServices(), postedText(formData, 'token')) };
  } catch (error) {
    console.error('[attendees] self-cancel failed:', error instanceof Error ? error.message : error);
    return { status: isDatabaseUnavailable(error) ? 'unavailable' : 'failed' };
  }
}
