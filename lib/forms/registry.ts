import type { z } from 'zod';
import type { Locale } from '@/content/locales';
import type { OutgoingMail } from '@/lib/email/outbox-rows';
import { contactMail, exhibitionMail, partnerMail } from '@/lib/email/templates';
import { en } from '@/content/messages/en';
import { contactFields, exhibitionFields, partnerFields, type FieldDef } from './fields';
import { registrationTexts } from '@/content/registration';
import { registrationFields } from './registration-fields';
import { contactSchema, exhibitionSchema, newsletterSchema, partnerSchema, registrationSchema } from './schemas';

/**
 * The one list of the site's forms. Everything that handles a form reads its entry here: the
 * form (components/forms/registered-form.tsx) and its server action, the API route (app/api/[...endpoint]),
 * the submission service and its upstream forwarding, the CSV/JSON export and the test mocks
 * of the organisers' API. Adding a form is one entry, its page copy in content/ and its page.
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
  schema: S;
  /** What the browser form shows, in order; null for a form without the generic form UI. */
  fields: readonly FieldDef[] | null;
  /** In English; each language's are the catalogue's `forms.{kind}` (lib/forms/localized.ts). */
  texts: {
    /** The form's accessible name. */
    name: string;
    submit: string;
    submitting: string;
    /** The success banner (SPEC.md section 8). */
    success: string;
    /** Shown under the success banner when the confirmation could not be sent yet. */
    emailNotSent: string;
    /** The message of a failed submission when the server gives none (SPEC.md section 8). */
    failure: string;
  };
  /** Where a reply goes: the address the submission was made with. */
  emailOf: (input: z.infer<S>) => string;
  /** The confirmation mail of an accepted submission (flow "submission" only), in the language of the form it came from. */
  confirmationMail: ((input: z.infer<S>, locale: Locale) => OutgoingMail) | null;
  /** The label of the link to the ticket page a registration's success shows, kept on screen after the banner. */
  ticketLink?: string;
}

/** Identity, for inference: each entry's functions are typed by its own schema. */
function defineForm<S extends z.ZodObject, F extends FormFlow>(definition: FormDefinition<S, F>): FormDefinition<S, F> {
  return definition;
}

export const formRegistry = {
  contact: defineForm({
    endpoint: '/api/contact',
    flow: 'submission',
    schema: contactSchema,
    fields: contactFields,
    texts: en.forms.contact,
    emailOf: (input) => input.emailAddress,
    confirmationMail: (input, locale) =>
      contactMail({ firstName: input.firstName, emailAddress: input.emailAddress, locale }),
  }),
  partner: defineForm({
    endpoint: '/api/partner/registration',
    flow: 'submission',
    schema: partnerSchema,
    fields: partnerFields,
    texts: en.forms.partner,
    emailOf: (input) => input.emailAddress,
    confirmationMail: (input, locale) =>
      partnerMail({ fullName: input.fullName, emailAddress: input.emailAddress, locale }),
  }),
  exhibition: defineForm({
    endpoint: '/api/registration/exhibition',
    flow: 'submission',
    schema: exhibitionSchema,
    fields: exhibitionFields,
    texts: en.forms.exhibition,
    emailOf: (input) => input.emailAddress,
    confirmationMail: (input, locale) =>
      exhibitionMail({ firstName: input.firstName, emailAddress: input.emailAddress, locale }),
  }),
  registration: defineForm({
    endpoint: '/api/registration',
    flow: 'registration',
    schema: registrationSchema,
    fields: registrationFields,
    texts: en.forms.registration,
    emailOf: (input) => input.emailAddress,
    // The attendee mail carries the signed ticket, built by the registration service.
    confirmationMail: null,
    ticketLink: registrationTexts.openTicket,
  }),
  newsletter: defineForm({
    endpoint: '/api/newsletter',
    flow: 'subscription',
    schema: newsletterSchema,
    fields: null,
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
