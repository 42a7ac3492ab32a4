import { africanCountries, otherCountries } from '@/content/countries';
import { attendeeCategories, registrationTexts } from '@/content/registration';
import { limits, type FieldDef } from './fields';

/**
 * The attendee registration form (issue 11). Apart from ./fields.ts so the country list only
 * reaches the server and the /register page, never the other forms' browser code.
 */
const countryOptions = (countries: readonly { code: string; name: string }[]) => countries.map((country) => ({ value: country.code, label: country.name }));

/** The country list of the registration form: Africa first (also the visa letter request's nationality). */
export const countryOptionGroups = [
  { label: 'Africa', options: countryOptions(africanCountries) },
  { label: 'Rest of the world', options: countryOptions(otherCountries) },
] as const;

export const countryCodes = [...africanCountries, ...otherCountries].map((country) => country.code);
export const attendeeCategoryValues = attendeeCategories.map((category) => category.value);

/** What a checked consent box submits. */
export const CONSENT_VALUE = 'yes';

export const registrationFields: readonly FieldDef[] = [
  { name: 'firstName', label: 'First Name', type: 'text', required: true, placeholder: 'First Name', autoComplete: 'given-name', maxLength: limits.name, half: true },
  { name: 'lastName', label: 'Last Name', type: 'text', required: true, placeholder: 'Last Name', autoComplete: 'family-name', maxLength: limits.name, half: true },
  { name: 'emailAddress', label: 'Email Address', type: 'email', required: true, placeholder: 'Email Address', autoComplete: 'email', maxLength: limits.email, half: true },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel', required: true, placeholder: 'Phone Number', autoComplete: 'tel', maxLength: limits.phone, half: true },
  { name: 'company', label: 'Company', type: 'text', required: false, placeholder: 'Company (optional)', autoComplete: 'organization', maxLength: limits.company },
  {
    name: 'country',
    label: 'Country',
    type: 'select',
    required: true,
    emptyOption: 'Select Country',
    autoComplete: 'country',
    optionGroups: countryOptionGroups,
    half: true,
  },
  { name: 'category', label: 'Category', type: 'select', required: true, options: attendeeCategories, emptyOption: 'Select Category', half: true },
  { name: 'consent', label: registrationTexts.consent, type: 'checkbox', required: true, value: CONSENT_VALUE, link: { text: registrationTexts.privacyLink, href: '/privacy' } },
];
