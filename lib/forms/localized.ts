import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { messages } from '@/lib/i18n';
import { formFields, type FieldDef } from './fields';
import { registrationFieldsOf } from './registration-fields';
import type { FormKind } from './registry';

/**
 * Each form as a page in a language shows it (issue 26): its texts (name, buttons, banners)
 * and its fields (labels, placeholders, options), from the interface catalogue and the content
 * of that language. The English ones are the registry's (./registry.ts) exactly.
 */
export function formTexts(locale: Locale, kind: FormKind) {
  return messages(locale).forms[kind];
}

const fieldCache = new Map<Locale, ReturnType<typeof formFields>>();

function fieldsIn(locale: Locale) {
  let fields = fieldCache.get(locale);
  if (!fields) {
    fields = formFields(messages(locale).forms);
    fieldCache.set(locale, fields);
  }
  return fields;
}

/** The fields a form shows in a language; null for the newsletter, which has its own box. */
export function formFieldsOf(locale: Locale, kind: FormKind): readonly FieldDef[] | null {
  switch (kind) {
    case 'contact':
    case 'partner':
    case 'exhibition':
      return fieldsIn(locale)[kind];
    case 'registration':
      return registrationFieldsOf(locale, messages(locale).forms.fields);
    case 'newsletter':
      return null;
  }
}

/** The "Lost your ticket?" form's one field in a language. */
export function lostTicketFieldOf(locale: Locale): FieldDef {
  return fieldsIn(locale).lostTicket;
}

/** The label of the link to the ticket page a registration's success shows. */
export function ticketLinkLabel(locale: Locale): string {
  return localizedContent(locale).registration.registrationTexts.openTicket;
}
