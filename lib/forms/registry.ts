import type { z } from 'zod';
import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { en } from '@/content/messages/en';
import { registrationTexts } from '@/content/registration';
import type { OutgoingMail } from '@/lib/email/outbox-rows';
import { exhibitionMail, formMail } from '@/lib/email/templates';
import { messages } from '@/lib/i18n';
import { fieldsOf, type FieldDef } from './fields';
import { registrationFieldsOf } from './registration-fields';
import { schemasFor } from './schemas';

/**
 * The one list of the site's forms. Everything that handles a form reads its entry here: the
 * form on its page (components/forms/registered-form.tsx) and its server action, the JSON
 * endpoint (app/api/[...endpoint]), the submission service and its upstream forwarding, the
 * organiser inbox and exports, and the tests, which go through every entry. A new form is one
 * entry here, its words in the interface catalogue and content/form-pages.ts (each language),
 * and its page; the README's table lists every file.
 */
export type FormFlow = 'submission' | 'registration' | 'subscription';

export interface FormDefinition<S extends z.ZodObject = z.ZodObject, F extends FormFlow = FormFlow> {
  /** Our endpoint; the organisers' API takes the same path when submissions are forwarded. */
  endpoint: `/api/${string}`;
  /**
   * submission: stored or forwarded, then confirmed by mail; registration: issues a ticket;
   * subscription: the newsletter list, never forwarded.
   */
  flow: F;
  /** The schema in English, which types the form's input. */
  schema: S;
  /** The schema answering in a language, the same checks with that language's messages. */
  schemaIn: (locale: Locale) => S;
  /** What the browser form shows, in order, in English; null for a form with its own box (the newsletter). */
  fields: readonly FieldDef[] | null;
  /** The fields in a language. */
  fieldsIn: ((locale: Locale) => readonly FieldDef[]) | null;
  /** In English; each language's are the catalogue's `forms.{kind}`. */
  texts: {
    /** The form's accessible name. */
    name: string;
    submit: string;
    submitting: string;
    /** The success banner. */
    success: string;
    /** Shown under the success banner when the confirmation could not be sent yet. */
    emailNotSent: string;
    /** The message of a failed submission when the server gives none. */
    failure: string;
  };
  /** Where a reply goes: the address the submission was made with. */
  emailOf: (input: z.infer<S>) => string;
  /**
   * The confirmation mail of an accepted submission (flow "submission" only), in the language of
   * the form it came from; `at` is when it was sent, by the site's clock (lib/phase).
   */
  confirmationMail: ((input: z.infer<S>, locale: Locale, at: number) => OutgoingMail) | null;
  /** The label of the link to the ticket page a registration's success shows, kept on screen after the banner. */
  ticketLink?: string;
}

/** The schema read off a form's fields, for a form without a schema of its own. */
type FieldsSchema = z.ZodObject<Record<string, z.ZodType<string>>>;

type Definition<S extends z.ZodObject, F extends FormFlow> = Omit<
  FormDefinition<S, F>,
  'schema' | 'schemaIn' | 'fields'
> & {
  /** Omitted: the schema is read off the fields (lib/forms/schemas.ts, `fromFields`). */
  schemaIn?: (locale: Locale) => S;
};

/** Each language's value of `build`, built once. */
function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    if (!built.has(locale)) built.set(locale, build(locale));
    return built.get(locale) as T;
  };
}

/**
 * Fills in the English schema and fields, and a form's schema from its fields when it has
 * none of its own. Each entry's functions are typed by its own schema.
 */
function defineForm<S extends z.ZodObject = FieldsSchema, F extends FormFlow = FormFlow>(
  definition: Definition<S, F>,
): FormDefinition<S, F> {
  const fieldsIn = definition.fieldsIn && perLocale(definition.fieldsIn);
  let schemaIn = definition.schemaIn;
  if (!schemaIn) {
    if (!fieldsIn) throw new Error(`the form at ${definition.endpoint} has neither a schema nor fields`);
    schemaIn = perLocale((locale) => schemasFor(locale).fromFields(fieldsIn(locale)) as unknown as S);
  }
  return { ...definition, fieldsIn, schemaIn, schema: schemaIn('en'), fields: fieldsIn?.('en') ?? null };
}

/** A form's confirmation mail in the form's language, with its words of content/form-pages.ts. */
function mailWords(kind: string, locale: Locale) {
  const words = localizedContent(locale).formPages[kind]?.mail;
  if (!words) throw new Error(`content/form-pages.ts has no mail for the ${kind} form`);
  return words;
}

function confirmation(kind: string, name: string, emailAddress: string, locale: Locale): OutgoingMail {
  return formMail({ kind, name, emailAddress, locale, words: mailWords(kind, locale) });
}

export const formRegistry = {
  contact: defineForm({
    endpoint: '/api/contact',
    flow: 'submission',
    schemaIn: (locale) => schemasFor(locale).contact,
    fieldsIn: (locale) => fieldsOf(locale).contact,
    texts: en.forms.contact,
    emailOf: (input) => input.emailAddress,
    confirmationMail: (input, locale) => confirmation('contact', input.firstName, input.emailAddress, locale),
  }),
  partner: defineForm({
    endpoint: '/api/partner/registration',
    flow: 'submission',
    schemaIn: (locale) => schemasFor(locale).partner,
    fieldsIn: (locale) => fieldsOf(locale).partner,
    texts: en.forms.partner,
    emailOf: (input) => input.emailAddress,
    confirmationMail: (input, locale) => confirmation('partner', input.fullName, input.emailAddress, locale),
  }),
  exhibition: defineForm({
    endpoint: '/api/registration/exhibition',
    flow: 'submission',
    schemaIn: (locale) => schemasFor(locale).exhibition,
    fieldsIn: (locale) => fieldsOf(locale).exhibition,
    texts: en.forms.exhibition,
    emailOf: (input) => input.emailAddress,
    // From the edition's opening on, an application is for the next edition (lib/email/templates.ts).
    confirmationMail: (input, locale, at) =>
      exhibitionMail({
        name: input.firstName,
        emailAddress: input.emailAddress,
        locale,
        words: mailWords('exhibition', locale),
        at,
      }),
  }),
  registration: defineForm({
    endpoint: '/api/registration',
    flow: 'registration',
    schemaIn: (locale) => schemasFor(locale).registration,
    fieldsIn: (locale) => registrationFieldsOf(locale, messages(locale).forms.fields),
    texts: en.forms.registration,
    emailOf: (input) => input.emailAddress,
    // The attendee mail carries the signed ticket, built by the registration service.
    confirmationMail: null,
    ticketLink: registrationTexts.openTicket,
  }),
  newsletter: defineForm({
    endpoint: '/api/newsletter',
    flow: 'subscription',
    schemaIn: (locale) => schemasFor(locale).newsletter,
    fieldsIn: null,
    texts: en.forms.newsletter,
    emailOf: (input) => input.email,
    confirmationMail: null,
  }),
};

export type FormKind = keyof typeof formRegistry;
export type FormInput<K extends FormKind> = z.infer<(typeof formRegistry)[K]['schema']>;
/** The forms of flow "submission": stored or forwarded, then confirmed by mail. */
export type SubmissionFormKind = {
  [K in FormKind]: (typeof formRegistry)[K]['flow'] extends 'submission' ? K : never;
}[FormKind];

export const formKinds = Object.keys(formRegistry) as FormKind[];

/** The form posted to this endpoint, or null. */
export function formAtEndpoint(endpoint: string): FormKind | null {
  return formKinds.find((kind) => formRegistry[kind].endpoint === endpoint) ?? null;
}

/** The endpoints the organisers' API takes (every form but the newsletter). */
export const upstreamEndpoints = formKinds
  .filter((kind) => formRegistry[kind].flow !== 'subscription')
  .map((kind) => formRegistry[kind].endpoint);
