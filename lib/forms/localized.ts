import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { messages } from '@/lib/i18n';
import { fieldsOf, type FieldDef } from './fields';
import { formRegistry, type FormKind } from './registry';

/**
 * Each form as a page in a language shows it: its texts (name, buttons, banners) and its
 * fields (labels, placeholders, options), from the interface catalogue and the content of that
 * language. The English ones are the registry's (./registry.ts) exactly.
 */
export function formTexts(locale: Locale, kind: FormKind) {
  return messages(locale).forms[kind];
}

/** The fields a form shows in a language; null for the newsletter, which has its own box. */
export function formFieldsOf(locale: Locale, kind: FormKind): readonly FieldDef[] | null {
  return formRegistry[kind].fieldsIn?.(locale) ?? null;
}

/** The "Lost your ticket?" form's one field in a language. */
export function lostTicketFieldOf(locale: Locale): FieldDef {
  return fieldsOf(locale).lostTicket;
}

/** The label of the link to the ticket page a registration's success shows. */
export function ticketLinkLabel(locale: Locale): string {
  return localizedContent(locale).registration.registrationTexts.openTicket;
}
