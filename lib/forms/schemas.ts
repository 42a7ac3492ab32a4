import { z } from 'zod';
import { en, type Messages } from '@/content/messages/en';
import { fr } from '@/content/messages/fr';
import { defaultLocale, isLocale, type Locale } from '@/content/locales';
import { refuseUnsafeText } from '@/lib/text';
import { contactCategories, industries, limits, type FieldDef } from './fields';
import { attendeeCategoryValues, CONSENT_VALUE, countryCodes } from './registration-fields';

/**
 * The zod schema of each form: the JSON endpoint and the server action parse every submission with it, and the browser form
 * renders the field list of ./fields.ts that a unit test proves matches these schemas field for
 * field. A form without a schema of its own here gets one read off its fields (`fromFields`).
 * Strings are trimmed; empty optional fields stay as empty strings, as the original API
 * received them.
 *
 * Each language has its own schemas, identical but for their messages: a form sent from a
 * French page (its `locale` field) is answered in French, field by field.
 */

type Validation = Messages['forms']['validation'];

/** A message of the catalogue with its values. */
const say = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name]));

/** Digits with the usual separators and an optional leading +; 7 to 15 digits (E.164). */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

const categoryValues = contactCategories.map((category) => category.value) as [string, ...string[]];
const industryValues = industries.map((industry) => industry.value) as [string, ...string[]];

/** One line (names, addresses, company) or a message, whose line breaks are kept. */
type Shape = 'line' | 'message';

/** The forms' schemas (and the lost ticket's), their messages in one language. */
function formSchemas(v: Validation) {
  const n = v.names;
  const problems = { control: v.control, surrogate: v.surrogate, bidi: v.bidi };

  function textType(what: string) {
    return z.string({
      error: (issue) =>
        issue.input === undefined ? say(v.required, { field: what }) : say(v.notText, { field: what }),
    });
  }

  /** Refuses control characters, lone surrogates and (on one line) direction overrides, naming the field. */
  function safeText<T extends z.ZodType<string>>(schema: T, what: string, shape: Shape) {
    return schema.superRefine(refuseUnsafeText(what, shape, problems));
  }

  function text(what: string, max: number, shape: Shape = 'line') {
    return safeText(
      textType(what)
        .trim()
        .min(1, { error: say(v.required, { field: what }) })
        .max(max, { error: say(v.tooLong, { field: what, max }) }),
      what,
      shape,
    );
  }

  function optionalText(what: string, max: number, shape: Shape = 'line') {
    return safeText(
      textType(what)
        .trim()
        .max(max, { error: say(v.tooLong, { field: what, max }) }),
      what,
      shape,
    ).default('');
  }

  const emailFormat = z.email({ error: v.email });

  const email = (what: string) => text(what, limits.email).pipe(emailFormat);

  const optionalEmail = (what: string) =>
    optionalText(what, limits.email).refine((value) => value === '' || emailFormat.safeParse(value).success, {
      error: v.email,
    });

  const phone = (what: string) => text(what, limits.phone).refine(isPhoneNumber, { error: v.phone });

  const optionalPhone = (what: string) =>
    optionalText(what, limits.phone).refine((value) => value === '' || isPhoneNumber(value), { error: v.phone });

  const url = (what: string, max: number) =>
    text(what, max).pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: v.website }));

  const contact = z.object({
    firstName: text(n.firstName, limits.name),
    lastName: text(n.lastName, limits.name),
    emailAddress: email(n.emailAddress),
    altEmailAddress: optionalEmail(n.altEmailAddress),
    phoneNumber: phone(n.phoneNumber),
    altPhoneNumber: optionalPhone(n.altPhoneNumber),
    category: z.enum(categoryValues, { error: v.chooseCategory }),
    message: text(n.message, limits.message, 'message'),
  });

  const partner = z.object({
    fullName: text(n.fullName, limits.name),
    phoneNumber: phone(n.phoneNumber),
    altPhoneNumber: optionalPhone(n.altPhoneNumber),
    emailAddress: email(n.emailAddress),
    altEmailAddress: optionalEmail(n.altEmailAddress),
    company: text(n.companyName, limits.company),
    message: optionalText(n.message, limits.message, 'message'),
  });

  const exhibition = z.object({
    firstName: text(n.firstName, limits.name),
    lastName: text(n.lastName, limits.name),
    company: text(n.company, limits.company),
    emailAddress: email(n.emailAddress),
    altEmailAddress: optionalEmail(n.altEmailAddress),
    phoneNumber: phone(n.phoneNumber),
    altPhoneNumber: optionalPhone(n.altPhoneNumber),
    industry: z.enum(industryValues, { error: v.chooseIndustry }),
    website: url(n.website, limits.website),
    services: text(n.services, limits.services),
    comments: optionalText(n.comments, limits.message, 'message'),
  });

  /** The attendee registration: the ticket's fields, how to reach the attendee, who they are. */
  const registration = z.object({
    firstName: text(n.firstName, limits.name),
    lastName: text(n.lastName, limits.name),
    emailAddress: email(n.emailAddress),
    phoneNumber: phone(n.phoneNumber),
    company: optionalText(n.company, limits.company),
    country: z.enum(countryCodes as [string, ...string[]], { error: v.chooseCountry }),
    category: z.enum(attendeeCategoryValues as [string, ...string[]], { error: v.chooseCategory }),
    // A checked box posts its value; API clients may send true.
    consent: z.union([z.literal(CONSENT_VALUE), z.literal(true)], { error: v.consent }).transform(() => true as const),
  });

  const newsletter = z.object({ email: email(n.emailAddress) });

  /** "Lost your ticket?" (lib/attendees/lost-ticket.ts): not a submission, nothing is stored. */
  const lostTicket = z.object({ email: email(n.emailAddress) });

  /** One field's check, from its type, required flag, length and options; named as its label says. */
  function fieldSchema(field: FieldDef): z.ZodType {
    const what = (n as Record<string, string | undefined>)[field.name] ?? field.label;
    const max = field.maxLength ?? limits.message;
    const choices = [...(field.options ?? []), ...(field.optionGroups ?? []).flatMap((group) => group.options)];
    if (choices.length > 0) {
      const values = choices.map((choice) => choice.value) as [string, ...string[]];
      const choice = z.enum(values, { error: say(v.required, { field: what }) });
      return field.required ? choice : z.union([choice, z.literal('')]).default('');
    }
    if (field.type === 'checkbox') {
      const checked = z.literal(field.value ?? 'on', { error: say(v.required, { field: what }) });
      return field.required ? checked : z.union([checked, z.literal('')]).default('');
    }
    if (field.type === 'email') return field.required ? email(what) : optionalEmail(what);
    if (field.type === 'tel') return field.required ? phone(what) : optionalPhone(what);
    if (field.type === 'url')
      return field.required ? url(what, max) : z.union([z.literal(''), url(what, max)]).default('');
    const shape: Shape = field.type === 'textarea' ? 'message' : 'line';
    return field.required ? text(what, max, shape) : optionalText(what, max, shape);
  }

  /** The schema of a form that has none of its own: its fields' checks, in order. */
  function fromFields(fields: readonly FieldDef[]) {
    return z.object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)]))) as z.ZodObject<
      Record<string, z.ZodType<string>>
    >;
  }

  return { contact, partner, exhibition, registration, newsletter, lostTicket, fromFields };
}

type FormSchemas = ReturnType<typeof formSchemas>;

const schemas: Record<Locale, FormSchemas> = {
  en: formSchemas(en.forms.validation),
  fr: formSchemas(fr.forms.validation),
};

/** The schemas answering in a language (a submitted `locale` field: absent or unknown is English). */
export function schemasFor(locale: unknown): FormSchemas {
  return schemas[isLocale(locale) ? locale : defaultLocale];
}

export const registrationSchema = schemas.en.registration;

export type ContactInput = z.infer<FormSchemas['contact']>;
export type RegistrationInput = z.infer<FormSchemas['registration']>;
