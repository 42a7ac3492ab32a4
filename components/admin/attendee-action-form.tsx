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
  /** A line of text (the default), a paragraph (a reason that is mailed), or a checkbox posting "yes". */
  kind?: 'text' | 'textarea' | 'checkbox';
}

/**
 * One of the organiser's actions on an attendee (resend, correct, cancel, issue a certificate)
 * or on a visa letter request (approve, reject, withdraw: `idName` "requestId"), posted to its
 * server action. Without script the browser posts it and the page comes back: on the attendee's page
 * with what was done, or here with the refusal, each field's error and what was typed. With
 * script React sends it and the button says so while it runs.
 */
export function AttendeeActionForm({
  action,
  name,
  targetId,
  idName = 'ticketId',
  fields = [],
  hidden = {},
  submitLabel,
  pendingLabel,
  tone = 'plain',
}: {
  action: AttendeeAction;
  name: string;
  /** The id the action acts on, posted as `idName`. */
  targetId: string;
  idName?: string;
  fields?: readonly ActionField[];
  /** More values posted as they are (e.g. the version of what the organiser is looking at). */
  hidden?: Record<string, string>;
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
      <input type="hidden" name={idName} value={targetId} />
      {Object.entries(hidden).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {fields.map((field) => {
        const id = `${prefix}-${field.name}`;
        const fieldErrors = errors[field.name];
        const described = fieldErrors ? `${id}-error` : undefined;
        // Keyed by the answer, so a refused post shows what was typed and a new answer resets it.
        const key = `${field.name}:${values[field.name] ?? field.defaultValue ?? ''}`;
        const error = fieldErrors ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
            {fieldErrors.join('. ')}
          </p>
        ) : null;
        if (field.kind === 'checkbox') {
          return (
            <div key={field.name} className="flex w-full items-center gap-2">
              <input
                id={id}
                name={field.name}
                type="checkbox"
                value="yes"
                key={key}
                defaultChecked={(values[field.name] ?? field.defaultValue) === 'yes'}
                className="h-5 w-5"
              />
              <label htmlFor={id} className="font-medium text-ink">
                {field.label}
              </label>
              {error}
            </div>
          );
        }
        const common = {
          id,
          name: field.name,
          required: field.required,
          maxLength: field.maxLength,
          defaultValue: values[field.name] ?? field.defaultValue ?? '',
          'aria-invalid': fieldErrors ? true : undefined,
          'aria-describedby': described,
        };
        return (
          <div key={field.name} className={field.kind === 'textarea' ? 'w-full max-w-xl' : undefined}>
            <label htmlFor={id} className="block font-medium text-ink">
              {field.label}
            </label>
            {field.kind === 'textarea' ? (
              <textarea key={key} {...common} rows={3} className="mt-1 w-full rounded border border-ink/40 px-3 py-2" />
            ) : (
              <input
                key={key}
                {...common}
                type="text"
                autoComplete={field.autoComplete ?? 'off'}
                className="mt-1 w-64 rounded border border-ink/40 px-3 py-2"
              />
            )}
            {error}
          </div>
        );
      })}
      <button
        type="submit"
        disabled={pending}
        className={`rounded px-4 py-2 font-semibold text-white disabled:opacity-80 ${button}`}
      >
        {pending ? pendingLabel : submitLabel}
      </button>
      <p role="alert" className="w-full text-red-800 empty:hidden">
        {state.status === 'error' ? state.message : ''}
      </p>
    </form>
  );
}
