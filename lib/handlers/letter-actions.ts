'use server';

import { headers } from 'next/headers';
import { refresh } from 'next/cache';
import { visaLetterTexts } from '@/content/letter-pages';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { edition } from '@/lib/edition';
import { serverEnv } from '@/lib/env';
import { siteNow } from '@/lib/phase/clock';
import { fieldErrorsOf } from '@/lib/forms';
import type { FormState } from '@/lib/forms/form-state';
import { clientKeyOf, DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/http';
import { appDb, attendeeServices, rateLimiter } from '@/lib/runtime';
import { TOO_MANY_REQUESTS_MESSAGE } from './form-intake';
import { eventDay } from '@/lib/letters/documents';
import { letterRequestFieldNames, letterRequestSchema } from '@/lib/letters/request-schema';
import { letterRequester, submitHolderRequest } from '@/lib/letters/ticket-holder';

/**
 * The attendee's visa letter request (/ticket/visa-letter?token=…), a server action that works
 * without script (the page posted natively comes back with this answer rendered). Protected like
 * the other public forms (Next's Origin check and body limit, the build-time action id, a
 * per-client rate limit) and by the request link's token, which only the registered mailbox
 * received (./ticket-holder.ts): it is checked again here, as the page stood open meanwhile. A
 * request that replaces a pending one is mailed to the holder. Nothing posted is logged: the
 * fields hold passport data.
 */

function postedText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

export async function requestVisaLetter(_previous: FormState, formData: FormData): Promise<FormState> {
  const values = Object.fromEntries(letterRequestFieldNames.map((name) => [name, postedText(formData, name)]));
  const refused = (message: string): FormState => ({ status: 'error', fieldErrors: {}, values, message });
  try {
    const client = clientKeyOf(await headers(), serverEnv().TRUSTED_PROXY_HOPS);
    const decision = await (await rateLimiter('/ticket/visa-letter')).hit(client);
    if (!decision.allowed) return refused(TOO_MANY_REQUESTS_MESSAGE);

    const { linkSecret } = await attendeeServices();
    const holder = await letterRequester(appDb, linkSecret, postedText(formData, 'token'));
    if (holder.state === 'unavailable') return refused(DATABASE_UNAVAILABLE_MESSAGE);
    if (holder.state !== 'holder') return refused(visaLetterTexts.ticketRefused);

    const now = Date.now();
    const parsed = letterRequestSchema({
      eventStart: edition.startDate,
      eventEnd: edition.endDate,
      today: eventDay(siteNow()),
    }).safeParse(values);
    if (!parsed.success)
      return {
        status: 'error',
        fieldErrors: fieldErrorsOf(parsed.error),
        values,
        message: visaLetterTexts.fieldsRefused,
      };
    // Cancelled, corrected or erased since the read above: nothing was stored.
    if (!(await submitHolderRequest(await appDb(), holder, parsed.data, now)).stored)
      return refused(visaLetterTexts.ticketRefused);
  } catch (error) {
    // The limiter counts in the database on PostgreSQL; the request is stored there.
    if (!isDatabaseUnavailable(error)) throw error;
    return refused(DATABASE_UNAVAILABLE_MESSAGE);
  }
  // The page's own account of the request ("Waiting for review") is read again.
  refresh();
  return { status: 'success', emailNotSent: false };
}
