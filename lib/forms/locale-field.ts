import { z } from 'zod';
import { defaultLocale, locales, type Locale } from '@/content/locales';
import type { FieldErrors } from './form-state';

/**
 * The language a form was sent in: every public form on a French page carries it as
 * a hidden field, and an API client may send it in the JSON body. It is not one of the form's
 * own fields (it is not in their schemas, payloads or the organisers' API): the intake reads it
 * beside them and the submission keeps it in its own column. Absent means English; anything
 * but a language of content/locales.ts is refused as a field error, like a bad field.
 */
const LOCALE_FIELD = 'locale';

const localeSchema = z.enum(locales, { error: `Choose a language: ${locales.join(' or ')}` }).optional();

export function parseLocaleField(
  fields: Record<string, unknown>,
): { ok: true; locale: Locale } | { ok: false; fieldErrors: FieldErrors } {
  const result = localeSchema.safeParse(fields[LOCALE_FIELD]);
  if (!result.success)
    return { ok: false, fieldErrors: { [LOCALE_FIELD]: result.error.issues.map((issue) => issue.message) } };
  return { ok: true, locale: result.data ?? defaultLocale };
}
