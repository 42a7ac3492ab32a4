'use client';

import { useActionState, useContext, useEffect, useId, useRef, useState } from 'react';
import { useClientTexts } from '@/components/i18n/client-texts';
import { defaultLocale, type Locale } from '@/content/locales';
import type { FieldDef } from '@/lib/forms/fields';
import type { FormAction, FormState } from '@/lib/forms/form-state';
import { FormRecoveryContext } from './action-boundary';
import { FormBanner } from './form-banner';
import { FormField } from './form-field';
import { HoneypotField } from './honeypot-field';
import { LocaleField } from './locale-field';
import { useBannerVisible } from './use-banner-visible';
import { useServedAnswer } from './use-served-answer';

export interface SubmissionFormProps {
  /** The form's server action (lib/handlers/form-actions.ts), handed down by a server component. */
  action: FormAction;
  /** Accessible name of the form. */
  name: string;
  fields: readonly FieldDef[];
  submitLabel: string;
  submittingLabel: string;
  successText: string;
  /** Shown under the success banner when the confirmation e-mail could not be sent. */
  emailNotSentText: string;
  /** The label of the link to the ticket page a registration answers with; it stays after the banner clears. */
  ticketLinkLabel?: string;
  /** The page's language, sent with the form (a hidden field on other languages' pages). */
  locale?: Locale;
}

const noNames: ReadonlySet<string> = new Set();

/**
 * A form posted to its server action. Without script (or before the page
 * is hydrated) the browser posts it and the page comes back with the answer rendered: the
 * success banner, or the error banner with each field's error and what was typed. With script,
 * React sends it: idle → submitting (button disabled, its label changed) → a success or failure
 * banner that clears after 5000 ms; success resets the form, a failure keeps what the visitor
 * typed (the server sends it back as the fields' defaults) and focuses the first field in error.
 * Validation in the browser is by the required and type attributes; the server checks with the
 * form's schema.
 */
export function SubmissionForm({
  action,
  name,
  fields,
  submitLabel,
  submittingLabel,
  successText,
  emailNotSentText,
  ticketLinkLabel,
  locale = defaultLocale,
}: SubmissionFormProps) {
  const errorText = useClientTexts().form.error;
  const idPrefix = useId().replace(/[^\w-]/g, '');
  const recovery = useContext(FormRecoveryContext);
  const [state, formAction, pending] = useActionState(action, recovery.start);
  const bannerUp = useBannerVisible(state);
  const served = useServedAnswer(state);
  const formRef = useRef<HTMLFormElement>(null);
  // Fields edited since this answer: their errors are cleared.
  const [edited, setEdited] = useState<{ answer: FormState; names: ReadonlySet<string> }>({
    answer: state,
    names: noNames,
  });
  const editedNames = edited.answer === state ? edited.names : noNames;
  const fieldErrors = state.status === 'error' ? state.fieldErrors : {};
  const values = state.status === 'error' ? state.values : {};

  const firstInvalid = fields.find((field) => fieldErrors[field.name])?.name;

  useEffect(() => {
    if (firstInvalid && !served) (formRef.current?.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
  }, [state, firstInvalid, served]);

  function clearFieldError(field: string) {
    if (!fieldErrors[field] || editedNames.has(field)) return;
    setEdited({ answer: state, names: new Set(editedNames).add(field) });
  }

  const banner =
    pending || !bannerUp || state.status === 'idle'
      ? null
      : state.status === 'success'
        ? {
            kind: 'success' as const,
            text: state.message ?? successText,
            note: state.emailNotSent ? emailNotSentText : undefined,
          }
        : { kind: 'error' as const, text: errorText, note: state.message };
  const ticketUrl = !pending && state.status === 'success' ? state.ticketUrl : undefined;

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={(event) => recovery.remember(new FormData(event.currentTarget))}
      aria-label={name}
      className="relative"
      data-state={pending ? 'submitting' : (banner?.kind ?? 'idle')}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            idPrefix={idPrefix}
            value={values[field.name]}
            errors={editedNames.has(field.name) ? undefined : fieldErrors[field.name]}
            autoFocus={served && field.name === firstInvalid}
            onEdit={clearFieldError}
          />
        ))}
      </div>
      <HoneypotField idPrefix={idPrefix} />
      <LocaleField locale={locale} />
      <div className="mt-6 flex flex-col gap-4">
        <button
          type="submit"
          disabled={pending}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand px-6 py-3 text-base font-semibold text-white transition hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-80 sm:w-auto sm:self-start"
        >
          {pending ? submittingLabel : submitLabel}
        </button>
        {/* A success the page was served with is where the visitor lands (see useServedAnswer). */}
        <div
          role="status"
          aria-live="polite"
          aria-atomic="true"
          tabIndex={served && state.status === 'success' ? -1 : undefined}
          autoFocus={served && state.status === 'success'}
          className="rounded-lg"
        >
          {banner ? <FormBanner kind={banner.kind} text={banner.text} note={banner.note} /> : null}
        </div>
        {ticketUrl && ticketLinkLabel ? (
          <p>
            <a
              href={ticketUrl}
              className="inline-flex min-h-12 items-center rounded-lg border-2 border-brand px-6 py-3 font-semibold text-brand underline-offset-4 hover:underline"
            >
              {ticketLinkLabel}
            </a>
          </p>
        ) : null}
      </div>
    </form>
  );
}
