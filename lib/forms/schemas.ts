import { z } from 'zod';
import { refuseUnsafeText } from '@/lib/text';
import { contactCategories, industries, limits } from './fields';
import { attendeeCategoryValues, CONSENT_VALUE, countryCodes } from './registration-fields';

/**
 * The zod schema of each form: the route handler parses every request with it, and the
 * browser form renders the field list of ./fields.ts that a unit test proves matches these
 * schemas field for field. Strings are trimmed; empty optional fields stay as empty strings, as
 * the original API received them.
 */

function textType(what: string) {
  return z.string({ error: (issue) => (issue.input === undefined ? `${what} is required` : `${what} must be text`) });
}

/** One line (names, addresses, company) or a message, whose line breaks are kept. */
type Shape = 'line' | 'message';

/** Refuses control characters, lone surrogates and (on one line) direction overrides, naming the field. */
function safeText<T extends z.ZodType<string>>(schema: T, what: string, shape: Shape) {
  return schema.superRefine(refuseUnsafeText(what, shape));
}

function text(what: string, max: number, shape: Shape = 'line') {
  return safeText(
    textType(what)
      .trim()
      .min(1, { error: `${what} is required` })
      .max(max, { error: `${what} must be at most ${max} characters` }),
    what,
    shape,
  );
}

function optionalText(what: string, max: number, shape: Shape = 'line') {
  return safeText(textType(what).trim().max(max, { error: `${what} must be at most ${max} characters` }), what, shape).default('');
}

const emailFormat = z.email({ error: 'Enter a valid email address' });

function email(what: string) {
  return text(what, limits.email).pipe(emailFormat);
}

function optionalEmail(what: string) {
  return optionalText(what, limits.email).refine((value) => value === '' || emailFormat.safeParse(value).success, {
    error: 'Enter a valid email address',
  });
}

/** Digits with the usual separators and an optional leading +; 7 to 15 digits (E.164). */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

function phone(what: string) {
  return text(what, limits.phone).refine(isPhoneNumber, { error: 'Enter a valid phone number' });
}

function optionalPhone(what: string) {
  return optionalText(what, limits.phone).refine((value) => value === '' || isPhoneNumber(value), {
    error: 'Enter a valid phone number',
  });
}

const categoryValues = contactCategories.map((category) => category.value) as [string, ...string[]];
const industryValues = industries.map((industry) => industry.value) as [string, ...string[]];

export const contactSchema = z.object({
  firstName: text('First name', limits.name),
  lastName: text('Last name', limits.name),
  emailAddress: email('Email address'),
  altEmailAddress: optionalEmail('Alternative email address'),
  phoneNumber: phone('Phone number'),
  altPhoneNumber: optionalPhone('Alternative phone number'),
  category: z.enum(categoryValues, { error: 'Choose a category' }),
  message: text('Message', limits.message, 'message'),
});

export const partnerSchema = z.object({
  fullName: text('Full name', limits.name),
  phoneNumber: phone('Phone number'),
  altPhoneNumber: optionalPhone('Alternative phone number'),
  emailAddress: email('Email address'),
  altEmailAddress: optionalEmail('Alternative email address'),
  company: text('Name of company', limits.company),
  message: optionalText('Message', limits.message, 'message'),
});

export const exhibitionSchema = z.object({
  firstName: text('First name', limits.name),
  lastName: text('Last name', limits.name),
  company: text('Company', limits.company),
  emailAddress: email('Email address'),
  altEmailAddress: optionalEmail('Alternative email address'),
  phoneNumber: phone('Phone number'),
  altPhoneNumber: optionalPhone('Alternative phone number'),
  industry: z.enum(industryValues, { error: 'Choose an industry' }),
  website: text('Website', limits.website).pipe(
    z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'Enter a valid website address starting with http:// or https://' }),
  ),
  services: text('Services', limits.services),
  comments: optionalText('Comments', limits.message, 'message'),
});

/** The attendee registration (issue 11): the ticket's fields, how to reach the attendee, who they are. */
export const registrationSchema = z.object({
  firstName: text('First name', limits.name),
  lastName: text('Last name', limits.name),
  emailAddress: email('Email address'),
  phoneNumber: phone('Phone number'),
  company: optionalText('Company', limits.company),
  country: z.enum(countryCodes as [string, ...string[]], { error: 'Choose a country' }),
  category: z.enum(attendeeCategoryValues as [string, ...string[]], { error: 'Choose a category' }),
  // A checked box posts its value; API clients may send true.
  consent: z.union([z.literal(CONSENT_VALUE), z.literal(true)], { error: 'Please agree to the privacy notice to register' }).transform(() => true as const),
});

export const newsletterSchema = z.object({
  email: email('Email address'),
});

/** "Lost your ticket?" (lib/attendees/lost-ticket.ts): not a submission, nothing is stored. */
export const lostTicketSchema = z.object({
  email: email('Email address'),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type RegistrationInput = z.infer<typeof registrationSchema>;

