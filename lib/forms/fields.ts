/**
 * What each form shows, as plain data the browser form renders and the server schema
 * (./index.ts) is checked against: names, labels, placeholders, input types, required flags and
 * option lists of SPEC.md sections 3 and 5. No zod here, so the client bundle stays small.
 */

export const contactCategories = [
  { value: 'general-enquiries', label: 'General Enquiries' },
  { value: 'book-exhibition-space', label: 'Book a Exhibition Space' },
  { value: 'lodge-complain', label: 'Lodge a Complain' },
  { value: 'be-partner', label: 'Be a Partner' },
] as const;

const industryLabels = [
  'Technology',
  'Healthcare',
  'Finance & Banking',
  'Education',
  'Manufacturing',
  'Retail & E-commerce',
  'Real Estate',
  'Agriculture',
  'Oil & Gas',
  'Telecommunications',
  'Media & Entertainment',
  'Transportation & Logistics',
  'Government & Public Sector',
  'Non-Profit',
  'Consulting',
  'Other',
] as const;

/** The submitted value of an industry: its label lower-cased with spaces turned into dashes. */
export function industryValue(label: string): string {
  return label.toLowerCase().replace(/ /g, '-');
}

export const industries = industryLabels.map((label) => ({ value: industryValue(label), label }));

/** Hidden from people, tempting to bots: a filled value rejects the submission. */
export const HONEYPOT_FIELD = 'nickname';

type FieldType = 'text' | 'email' | 'tel' | 'url' | 'date' | 'select' | 'textarea' | 'checkbox';

export interface FieldDef {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  placeholder?: string;
  autoComplete?: string;
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

export const contactFields: readonly FieldDef[] = [
  { name: 'firstName', label: 'First Name', type: 'text', required: true, placeholder: 'First Name', autoComplete: 'given-name', maxLength: limits.name, half: true },
  { name: 'lastName', label: 'Last Name', type: 'text', required: true, placeholder: 'Last Name', autoComplete: 'family-name', maxLength: limits.name, half: true },
  { name: 'emailAddress', label: 'Email Address', type: 'email', required: true, placeholder: 'Email Address', autoComplete: 'email', maxLength: limits.email, half: true },
  { name: 'altEmailAddress', label: 'Alternative Email Address', type: 'email', required: false, placeholder: 'Alternative Email Address', maxLength: limits.email, half: true },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel', required: true, placeholder: 'Phone Number', autoComplete: 'tel', maxLength: limits.phone, half: true },
  { name: 'altPhoneNumber', label: 'Alternative Phone Number', type: 'tel', required: false, placeholder: 'Alternative Phone Number', maxLength: limits.phone, half: true },
  { name: 'category', label: 'Category', type: 'select', required: true, options: contactCategories, emptyOption: 'Select Category' },
  { name: 'message', label: 'Message', type: 'textarea', required: true, placeholder: 'How can we help you?', maxLength: limits.message },
];

export const partnerFields: readonly FieldDef[] = [
  { name: 'fullName', label: 'Full Name', type: 'text', required: true, placeholder: 'Full Name', autoComplete: 'name', maxLength: limits.name },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel', required: true, placeholder: 'Phone Number', autoComplete: 'tel', maxLength: limits.phone, half: true },
  { name: 'altPhoneNumber', label: 'Alternative Phone Number', type: 'tel', required: false, placeholder: 'Alternative Phone Number', maxLength: limits.phone, half: true },
  { name: 'emailAddress', label: 'Email Address', type: 'email', required: true, placeholder: 'Email Address', autoComplete: 'email', maxLength: limits.email, half: true },
  { name: 'altEmailAddress', label: 'Alternative Email Address', type: 'email', required: false, placeholder: 'Alternative Email Address', maxLength: limits.email, half: true },
  { name: 'company', label: 'Name of Company', type: 'text', required: true, placeholder: 'Name of Company', autoComplete: 'organization', maxLength: limits.company },
  { name: 'message', label: 'Message', type: 'textarea', required: false, placeholder: 'Tell us about your partnership interest', maxLength: limits.message },
];

export const exhibitionFields: readonly FieldDef[] = [
  { name: 'firstName', label: 'First Name', type: 'text', required: true, placeholder: 'First Name', autoComplete: 'given-name', maxLength: limits.name, half: true },
  { name: 'lastName', label: 'Last Name', type: 'text', required: true, placeholder: 'Last Name', autoComplete: 'family-name', maxLength: limits.name, half: true },
  { name: 'company', label: 'Company', type: 'text', required: true, placeholder: 'Company', autoComplete: 'organization', maxLength: limits.company },
  { name: 'emailAddress', label: 'Email Address', type: 'email', required: true, placeholder: 'Email Address', autoComplete: 'email', maxLength: limits.email, half: true },
  { name: 'altEmailAddress', label: 'Alternative Email Address', type: 'email', required: false, placeholder: 'Alternative Email Address', maxLength: limits.email, half: true },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel', required: true, placeholder: 'Phone Number', autoComplete: 'tel', maxLength: limits.phone, half: true },
  { name: 'altPhoneNumber', label: 'Alternative Phone Number', type: 'tel', required: false, placeholder: 'Alternative Phone Number', maxLength: limits.phone, half: true },
  { name: 'industry', label: 'Industry', type: 'select', required: true, options: industries, emptyOption: 'Select Category', half: true },
  { name: 'website', label: 'Website', type: 'url', required: true, placeholder: 'https://example.com', autoComplete: 'url', maxLength: limits.website, half: true },
  { name: 'services', label: 'Services', type: 'text', required: true, placeholder: 'Services, separated by commas', maxLength: limits.services, hint: 'List your products or services, separated by commas.' },
  { name: 'comments', label: 'Comments', type: 'textarea', required: false, placeholder: 'Anything else we should know?', maxLength: limits.message },
];

/** "Lost your ticket?" (issue 23, /register/lost-ticket): the address the ticket was registered with. */
export const lostTicketField: FieldDef = { name: 'email', label: 'Email Address', type: 'email', required: true, placeholder: 'Email Address', autoComplete: 'email', maxLength: limits.email };

/** Banner texts of SPEC.md section 8, exact. */
export const bannerTexts = {
  error: 'An unexpected error occurred. Please try again later.',
  contactSuccess: 'Your message has been sent successfully!',
  partnerSuccess: 'Partner registration successful!',
  exhibitionSuccess: 'Exhibition registration successful! .',
} as const;

/** What the visitor reads when the confirmation mail could not be sent yet (SPEC.md 8 meant to show it). */
export const emailNotSentTexts = {
  contact: 'Your enquiry has been logged, but we could not send you a confirmation email just now.',
  partner: 'Your registration has been received, but we could not send you a confirmation email just now.',
  exhibition: 'Your registration succeeded, but we could not send you a confirmation email just now.',
} as const;

/** How long a banner stays (SPEC.md section 9). */
export const BANNER_TIMEOUT_MS = 5000;
