'use client';

import { useActionState, useId } from 'react';
import { idleAttendeeAction, type AttendeeAction } from '@/lib/admin/attendee-action-state';

export interface ActionField {
  name: string;
  label: string;
  defaultValue?: string;
  required?: boolean;
  maxLength: number;
  autoComplete?: string;
}

/**
 * One of the organiser's actions on an attendee (resend, correct, cancel), posted to its server
 * action. Without script the browser posts it and the page comes back: on the attendee's page
 * with what was done, or here with the refusal, each field's error and what was typed. With
 * script React sends it and the button says so while it runs.
 */
export function AttendeeActionForm({
  action,
  name,
  ticketId,
  fields = [],
  submitLabel,
  pendingLabel,
  tone = 'plain',
}: {
  action: AttendeeAction;
  name: string;
  ticketId: string;
  fields?: readonly ActionField[];
  submitLabel: string;
  pendingLabel: string;
  tone?: 'plain' | 'danger';
}) {
  const prefix = useId().replace(/[^\w-]/g, '');
  const [state, formAction, pending] = useActionState(action, idleAttendeeAction);
  const errors = state.status === 'error' ? state.fieldErrors : {};
  const values = state.status === 'error' ? state.values : {};
  const button = tone === 'danger' ? 'bg-red-800 hover:bg-red-900' : 'bg-ink hover:bg-ink/90';
  return (
    <form action={formAction} aria-label={name} className="mt-3 flex flex-wrap items-end gap-3">
      <input type="hidden" name="ticketId" value={ticketId} />
      {fields.map((field) => {
        const id = `${prefix}-${field.name}`;
        const fieldErrors = errors[field.name];
        return (
          <div key={field.name}>
            <label htmlFor={id} className="block font-medium text-ink">
              {field.label}
            </label>
            <input
              id={id}
              name={field.name}
              type="text"
              required={field.required}
              maxLength={field.maxLength}
              autoComplete={field.autoComplete ?? 'off'}
              // Keyed by the answer, so a refused post shows what was typed and a new answer resets it.
              key={`${field.name}:${values[field.name] ?? field.defaultValue ?? ''}`}
              defaultValue={values[field.name] ?? field.defaultValue ?? ''}
              aria-invalid={fieldErrors ? true : undefined}
              aria-describedby={fieldErrors ? `${id}-error` : undefined}
              className="mt-1 w-64 rounded border border-ink/40 px-3 py-2"
            />
            {fieldErrors ? (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
                {fieldErrors.join('. ')}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" disabled={pending} className={`rounded px-4 py-2 font-semibold text-white disabled:opacity-80 ${button}`}>
        {pending ? pendingLabel : submitLabel}
      </button>
      <p role="alert" className="w-full text-red-800 empty:hidden">
        {state.status === 'error' ? state.message : ''}
      </p>
    </form>
  );
}
