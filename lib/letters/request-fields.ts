import { nigerianMissions } from '@/content/letters';
import type { FieldDef } from '@/lib/forms/fields';
import { countryOptionGroups } from '@/lib/forms/registration-fields';
import { letterRequestLimits, type LetterRequestField } from './request-schema';

/**
 * The visa letter request form (/ticket/visa-letter) as the browser renders it: labels, types
 * and suggestions, in the order of ./request-schema.ts (which checks them on the server). The
 * dates are native date inputs, posted as YYYY-MM-DD; their limits are the server's to say,
 * beside the field, in words.
 */
export function letterRequestFields(
  travelHint: string,
  embassyHint: string,
): readonly (FieldDef & { name: LetterRequestField })[] {
  return [
    {
      name: 'fullName',
      label: 'Full name as in your passport',
      type: 'text',
      required: true,
      autoComplete: 'name',
      maxLength: letterRequestLimits.name,
      hint: 'Every name, in the order and spelling of the passport’s data page.',
    },
    {
      name: 'passportNumber',
      label: 'Passport number',
      type: 'text',
      required: true,
      autoComplete: 'off',
      maxLength: 40,
      half: true,
    },
    {
      name: 'nationality',
      label: 'Nationality',
      type: 'select',
      required: true,
      emptyOption: 'Select your nationality',
      optionGroups: countryOptionGroups,
      half: true,
    },
    { name: 'dateOfBirth', label: 'Date of birth', type: 'date', required: true, autoComplete: 'bday', half: true },
    { name: 'passportExpiry', label: 'Passport expiry date', type: 'date', required: true, half: true },
    {
      name: 'embassy',
      label: 'Nigerian embassy or consulate where you will apply',
      type: 'text',
      required: true,
      autoComplete: 'off',
      maxLength: letterRequestLimits.embassy,
      suggestions: nigerianMissions,
      hint: embassyHint,
    },
    { name: 'arrival', label: 'Arrival in Nigeria', type: 'date', required: true, half: true, hint: travelHint },
    { name: 'departure', label: 'Departure from Nigeria', type: 'date', required: true, half: true },
    {
      name: 'organisation',
      label: 'Organisation (optional)',
      type: 'text',
      required: false,
      autoComplete: 'organization',
      maxLength: letterRequestLimits.organisation,
      half: true,
    },
    {
      name: 'role',
      label: 'Your role in it (optional)',
      type: 'text',
      required: false,
      autoComplete: 'organization-title',
      maxLength: letterRequestLimits.role,
      half: true,
    },
  ];
}
