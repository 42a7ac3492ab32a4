import type { AttendeeActionState } from './attendee-action-state';

/**
 * What the organisers' server actions share (attendee-actions.ts, letter-actions.ts): reading a
 * posted form, and the answer that refuses it with what was typed kept.
 */

/** The posted strings, without the fields React adds for the action itself ($ACTION_…). */
export function posted(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  formData.forEach((value, name) => {
    if (typeof value === 'string' && !name.startsWith('$ACTION')) fields[name] = value;
  });
  return fields;
}

export function refused(
  message: string,
  values: Record<string, string> = {},
  fieldErrors: Record<string, string[]> = {},
): AttendeeActionState {
  return { status: 'error', message, fieldErrors, values };
}
