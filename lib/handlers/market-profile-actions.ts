'use server';

import { redirect } from 'next/navigation';
import { localizedContent } from '@/content/localized';
import { currentParticipant } from '@/lib/authz/participant';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { fieldErrorsOf } from '@/lib/forms';
import type { FormState } from '@/lib/forms/form-state';
import { localeOf } from '@/lib/i18n';
import { saveProfile } from '@/lib/market/profiles';
import { postedValues, profileFieldsOf, profileSchema } from '@/lib/market/profiles-fields';
import { localePath } from '@/lib/routes';
import { marketRuntime } from '@/lib/runtime';

/**
 * The market profile editor's server action (/market/me/profile). It works without script: the
 * browser posts the form, and the page comes back with each field's error and what was typed, or
 * comes back saying the profile is saved and waiting for review. Only the signed-in
 * participant's own profile is written (the session decides whose, never a posted id); Next has
 * already refused a post from another site.
 */
export async function saveMarketProfile(_previous: FormState, formData: FormData): Promise<FormState> {
  const locale = localeOf(formData.get('locale'));
  const t = localizedContent(locale).market.editor;
  const fields = profileFieldsOf(formData);
  const values = postedValues(fields);
  const parsed = profileSchema(t.errors).safeParse(fields);
  if (!parsed.success) {
    return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error), values, message: t.refused };
  }
  try {
    const participant = await currentParticipant();
    if (!participant) return { status: 'error', fieldErrors: {}, values, message: t.signIn };
    await saveProfile((await marketRuntime()).db, participant.id, parsed.data, Date.now());
  } catch (error) {
    if (!isDatabaseUnavailable(error)) console.error('[market] saving a profile failed:', error);
    return { status: 'error', fieldErrors: {}, values, message: t.failed };
  }
  redirect(localePath(locale, '/market/me/profile?saved=1'));
}
