'use server';

import type { FormState } from '@/lib/forms/form-state';
import { runFormAction } from './form-action';

/**
 * The forms' server actions, one per form (so a post cannot choose another form's action by
 * editing a bound argument). Each runs ./form-action.ts, the same intake as the JSON endpoint.
 *
 * What protects them: Next.js answers an action only when the request's Origin names the host
 * it was sent to (Host or X-Forwarded-Host; serverActions.allowedOrigins is not set, so no
 * other site can post one from a visitor's browser), accepts at most 64 KB of body
 * (serverActions.bodySizeLimit), and knows the actions only by build-time ids. A client without
 * a browser can send any header, as on the JSON endpoints: it is bounded by the same per-client
 * rate limit, the honeypot, the zod schema's length and text checks and the per-address mail
 * window, all applied by the intake. Nothing here reads a session: every form is public.
 */

export async function sendContact(_previous: FormState, formData: FormData): Promise<FormState> {
  return runFormAction('contact', formData);
}

export async function sendPartnerRegistration(_previous: FormState, formData: FormData): Promise<FormState> {
  return runFormAction('partner', formData);
}

export async function sendExhibitionRegistration(_previous: FormState, formData: FormData): Promise<FormState> {
  return runFormAction('exhibition', formData);
}

export async function sendRegistration(_previous: FormState, formData: FormData): Promise<FormState> {
  return runFormAction('registration', formData);
}

export async function subscribeToNewsletter(_previous: FormState, formData: FormData): Promise<FormState> {
  return runFormAction('newsletter', formData);
}
