import { en, type Messages } from '@/content/messages/en';
import type { Locale } from '@/content/locales';
import { messages } from '@/lib/i18n';
import { HONEYPOT_FIELD } from './constants';

/**
 * What each form shows, as plain data the browser form renders and the server schema
 * (./schemas.ts) is checked against: names, labels, placeholders, input types, required flags
 * and option lists, in each language (`fieldsOf`, its texts from the interface catalogue; the
 * English ones are also exported as they are). Server and tests only: the browser islands
 * receive these as props (their constants are ./constants.ts).
 */
export { HONEYPOT_FIELD };

export type FormTexts = Messages['forms'];

const contactCategoryValues = ['general-enquiries', 'book-exhibition-space', 'lodge-complain', 'be-partner'] as const;

/** The submitted value of an industry: its label lower-cased with spaces turned into dashes. */
export function industryValue(label: string): string {
  return label.toLowerCase().replace(/ /g, '-');
}

type FieldType = 'text' | 'email' | 'tel' | 'url' | 'date' | 'select' | 'textarea' | 'checkbox';

export interface FieldDef {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  placeholder?: string;
  autoComplete?: string;
  /** A code or number typed as printed: capitals on a phone's keyboard (`characters`). */
  autoCapitalize?: 'characters';
  /** False for a value that is no words (a code, a passport number). */
  spellCheck?: boolean;
  maxLength?: number;
  options?: readonly { value: string; label: string }[];
  /** A select's options in labelled groups (after `options`, if any). */
  optionGroups?: readonly { label: string; options: readonly { value: string; label: string }[] }[];
  /** A link shown with the hint, e.g. the privacy notice under a consent checkbox. */
  link?: { text: string; href: string };
  /** The value a checked checkbox submits. */
  value?: string;
  /** Shown as the empty first option of a select. */
  emptyOption?: string;
  hint?: string;
  /** Lay out side by side with its neighbour on wide screens. */
  half?: boolean;
  /** Values a text input suggests (a datalist) while any other text is still accepted. */
  suggestions?: readonly string[];
}

export const limits = {
  name: 100,
  email: 254,
  phone: 30,
  company: 200,
  message: 5000,
  website: 500,
  services: 1000,
} as const;

/** The option lists and fields of the contact, partner, exhibition and lost-ticket forms in one language. */
export function formFields(t: FormTexts) {
  const f = t.fields;
  const contactCategories = contactCategoryValues.map((value) => ({ value, label: t.contactCategories[value] }));
  // The submitted values are the English labels' industryValue (the catalogue's keys, in order).
  const industries = (Object.keys(en.forms.industries) as (keyof FormTexts['industries'])[]).map((value) => ({
    value,
    label: t.industries[value],
  }));
  // The contact and exhibition forms ask for the same two addresses and two phone numbers.
  const reachAt: readonly FieldDef[] = [
    {
      name: 'emailAddress',
      ...f.emailAddress,
      type: 'email',
      required: true,
      autoComplete: 'email',
      maxLength: limits.email,
      half: true,
    },
    {
      name: 'altEmailAddress',
      ...f.altEmailAddress,
      type: 'email',
      required: false,
      maxLength: limits.email,
      half: true,
    },
    {
      name: 'phoneNumber',
      ...f.phoneNumber,
      type: 'tel',
      required: true,
      autoComplete: 'tel',
      maxLength: limits.phone,
      half: true,
    },
    { name: 'altPhoneNumber', ...f.altPhoneNumber, type: 'tel', required: false, maxLength: limits.phone, half: true },
  ];
  const contact: readonly FieldDef[] = [
    {
      name: 'firstName',
      ...f.firstName,
      type: 'text',
      required: true,
      autoComplete: 'given-name',
      maxLength: limits.name,
      half: true,
    },
    {
      name: 'lastName',
      ...f.lastName,
      type: 'text',
      required: true,
      autoComplete: 'family-name',
      maxLength: limits.name,
      half: true,
    },
    ...reachAt,
    {
      name: 'category',
      label: f.contactCategory.label,
      type: 'select',
      required: true,
      options: contactCategories,
      emptyOption: f.contactCategory.empty,
    },
    { name: 'message', ...f.contactMessage, type: 'textarea', required: true, maxLength: limits.message },
  ];
  const partner: readonly FieldDef[] = [
    { name: 'fullName', ...f.fullName, type: 'text', required: true, autoComplete: 'name', maxLength: limits.name },
    {
      name: 'phoneNumber',
      ...f.phoneNumber,
      type: 'tel',
      required: true,
      autoComplete: 'tel',
      maxLength: limits.phone,
      half: true,
    },
    { name: 'altPhoneNumber', ...f.altPhoneNumber, type: 'tel', required: false, maxLength: limits.phone, half: true },
    {
      name: 'emailAddress',
      ...f.emailAddress,
      type: 'email',
      required: true,
      autoComplete: 'email',
      maxLength: limits.email,
      half: true,
    },
    {
      name: 'altEmailAddress',
      ...f.altEmailAddress,
      type: 'email',
      required: false,
      maxLength: limits.email,
      half: true,
    },
    {
      name: 'company',
      ...f.companyName,
      type: 'text',
      required: true,
      autoComplete: 'organization',
      maxLength: limits.company,
    },
    { name: 'message', ...f.partnerMessage, type: 'textarea', required: false, maxLength: limits.message },
  ];
  const exhibition: readonly FieldDef[] = [
    {
      name: 'firstName',
      ...f.firstName,
      type: 'text',
      required: true,
      autoComplete: 'given-name',
      maxLength: limits.name,
      half: true,
    },
    {
      name: 'lastName',
      ...f.lastName,
      type: 'text',
      required: true,
      autoComplete: 'family-name',
      maxLength: limits.name,
      half: true,
    },
    {
      name: 'company',
      ...f.company,
      type: 'text',
      required: true,
      autoComplete: 'organization',
      maxLength: limits.company,
    },
    ...reachAt,
    {
      name: 'industry',
      label: f.industry.label,
      type: 'select',
      required: true,
      options: industries,
      emptyOption: f.industry.empty,
      half: true,
    },
    {
      name: 'website',
      ...f.website,
      type: 'url',
      required: true,
      autoComplete: 'url',
      maxLength: limits.website,
      half: true,
    },
    { name: 'services', ...f.services, type: 'text', required: true, maxLength: limits.services },
    { name: 'comments', ...f.comments, type: 'textarea', required: false, maxLength: limits.message },
  ];
  /** "Lost your ticket?" (/register/lost-ticket): the address the ticket was registered with. */
  const lostTicket: FieldDef = {
    name: 'email',
    ...f.emailAddress,
    type: 'email',
    required: true,
    autoComplete: 'email',
    maxLength: limits.email,
  };
  return { contactCategories, industries, contact, partner, exhibition, lostTicket };
}

const fieldCache = new Map<Locale, ReturnType<typeof formFields>>();

/** The fields and option lists of every form in a language, built once. */
export function fieldsOf(locale: Locale): ReturnType<typeof formFields> {
  let fields = fieldCache.get(locale);
  if (!fields) {
    fields = formFields(messages(locale).forms);
    fieldCache.set(locale, fields);
  }
  return fields;
}

const english = fieldsOf('en');

export const contactCategories = english.contactCategories;
export const industries = english.industries;
export const contactFields = english.contact;
export const partnerFields = english.partner;
export const exhibitionFields = english.exhibition;
