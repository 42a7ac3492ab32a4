import { en, type Messages } from '@/content/messages/en';
import { africanCountries, otherCountries } from '@/content/countries';
import type { Country } from '@/content/countries';
import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { attendeeCategories } from '@/content/registration';
import { localePath } from '@/lib/routes';
import { limits, type FieldDef } from './fields';

/**
 * The attendee registration form, in each language. Apart from ./fields.ts so the
 * country list only reaches the server and the /register page, never the other forms' browser code.
 */
const countryOptions = (countries: readonly { code: string; name: string }[]) =>
  countries.map((country) => ({ value: country.code, label: country.name }));

function countryGroups(fields: Messages['forms']['fields'], african: readonly Country[], others: readonly Country[]) {
  return [
    { label: fields.country.africa, options: countryOptions(african) },
    { label: fields.country.restOfWorld, options: countryOptions(others) },
  ] as const;
}

/** The country list of the registration form: Africa first (also the visa letter request's nationality). */
export const countryOptionGroups = countryGroups(en.forms.fields, africanCountries, otherCountries);

export const countryCodes = [...africanCountries, ...otherCountries].map((country) => country.code);
export const attendeeCategoryValues = attendeeCategories.map((category) => category.value);

/** What a checked consent box submits. */
export const CONSENT_VALUE = 'yes';

/** The registration form's fields in one language (texts: the catalogue and content/localized.ts). */
export function registrationFieldsOf(locale: Locale, t: Messages['forms']['fields']): readonly FieldDef[] {
  const { countries, registration } = localizedContent(locale);
  return [
    {
      name: 'firstName',
      ...t.firstName,
      type: 'text',
      required: true,
      autoComplete: 'given-name',
      maxLength: limits.name,
      half: true,
    },
    {
      name: 'lastName',
      ...t.lastName,
      type: 'text',
      required: true,
      autoComplete: 'family-name',
      maxLength: limits.name,
      half: true,
    },
    {
      name: 'emailAddress',
      ...t.emailAddress,
      type: 'email',
      required: true,
      autoComplete: 'email',
      maxLength: limits.email,
      half: true,
    },
    {
      name: 'phoneNumber',
      ...t.phoneNumber,
      type: 'tel',
      required: true,
      autoComplete: 'tel',
      maxLength: limits.phone,
      half: true,
    },
    {
      name: 'company',
      ...t.registrationCompany,
      type: 'text',
      required: false,
      autoComplete: 'organization',
      maxLength: limits.company,
    },
    {
      name: 'country',
      label: t.country.label,
      type: 'select',
      required: true,
      emptyOption: t.country.empty,
      autoComplete: 'country',
      optionGroups: countryGroups(t, countries.africanCountries, countries.otherCountries),
      half: true,
    },
    {
      name: 'category',
      label: t.attendeeCategory.label,
      type: 'select',
      required: true,
      options: registration.attendeeCategories,
      emptyOption: t.attendeeCategory.empty,
      half: true,
    },
    {
      name: 'consent',
      label: registration.registrationTexts.consent,
      type: 'checkbox',
      required: true,
      value: CONSENT_VALUE,
      // The privacy notice of the form's own language (/fr/privacy on a French page).
      link: { text: registration.registrationTexts.privacyLink, href: localePath(locale, '/privacy') },
    },
  ];
}

export const registrationFields: readonly FieldDef[] = registrationFieldsOf('en', en.forms.fields);
