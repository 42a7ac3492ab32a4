'use client';

import { useActionState, useContext } from 'react';
import { useClientTexts } from '@/components/i18n/client-texts';
import { defaultLocale, type Locale } from '@/content/locales';
import type { FormAction } from '@/lib/forms/form-state';
import { FormRecoveryContext } from './action-boundary';
import { HoneypotField } from './honeypot-field';
import { LocaleField } from './locale-field';
import { useServedAnswer } from './use-served-answer';

export interface NewsletterFormProps {
  /** The newsletter's server action (lib/handlers/form-actions.ts), handed down by the footer. */
  action: FormAction;
  texts: { name: string; submit: string; submitting: string; success: string; failure: string };
  /** The page's language, sent with the address (a hidden field on other languages' pages). */
  locale?: Locale;
  /** Prefixes the box's ids, for a second box on a page (the home page after the event). */
  idPrefix?: string;
}

/**
 * The footer's newsletter box: a required email posted to the newsletter's server action (a
 * repeat is ignored). Without script the browser posts it and the page comes back with the
 * answer under the box; with script React sends it and the answer appears in place.
 */
export function NewsletterForm({
  action,
  texts,
  locale = defaultLocale,
  idPrefix = 'newsletter',
}: NewsletterFormProps) {
  const box = useClientTexts().form;
  const recovery = useContext(FormRecoveryContext);
  const [state, formAction, pending] = useActionState(action, recovery.start);
  // A page served as the answer to this box opens at its top: it lands the visitor here.
  const served = useServedAnswer(state);
  const failed = !pending && state.status === 'error';
  const message =
    pending || state.status === 'idle'
      ? ''
      : state.status === 'success'
        ? texts.success
        : (state.fieldErrors.email?.[0] ?? state.message ?? texts.failure);

  return (
    <form
      action={formAction}
      onSubmit={(event) => recovery.remember(new FormData(event.currentTarget))}
      className="relative mt-4"
      aria-label={texts.name}
      data-state={pending ? 'submitting' : state.status}
    >
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <label htmlFor={`${idPrefix}-email`} className="sr-only">
          {box.email}
        </label>
        <input
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={box.emailPlaceholder}
          defaultValue={state.status === 'error' ? state.values.email : ''}
          aria-invalid={failed || undefined}
          autoFocus={served && state.status === 'error'}
          aria-describedby={`${idPrefix}-status`}
          className="min-h-11 w-full rounded-md border border-white/20 bg-white/10 px-3 text-white placeholder:text-white/70"
        />
        <button
          type="submit"
          disabled={pending}
          className="min-h-11 shrink-0 rounded-md bg-gold px-5 font-semibold text-ink hover:bg-white disabled:opacity-70"
        >
          {pending ? texts.submitting : texts.submit}
        </button>
      </div>
      <HoneypotField idPrefix={idPrefix} />
      <LocaleField locale={locale} />
      <p
        id={`${idPrefix}-status`}
        role="status"
        tabIndex={served && state.status === 'success' ? -1 : undefined}
        autoFocus={served && state.status === 'success'}
        className={`mt-2 min-h-5 text-sm ${failed ? 'text-red-300' : 'text-gold'}`}
      >
        {message}
      </p>
    </form>
  );
}
