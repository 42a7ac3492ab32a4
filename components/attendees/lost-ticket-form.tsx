'use client';

import { useActionState, useContext } from 'react';
import type { FieldDef } from '@/lib/forms/fields';
import type { FormAction } from '@/lib/forms/form-state';
import { FormRecoveryContext } from '@/components/forms/action-boundary';
import { FormBanner, lastingBanner } from '@/components/forms/form-banner';
import { FormField } from '@/components/forms/form-field';
import { LocaleField } from '@/components/forms/locale-field';
import { defaultLocale, type Locale } from '@/content/locales';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { PendingButton } from '@/components/forms/pending-button';
import { useServedAnswer } from '@/components/forms/use-served-answer';

export interface LostTicketFormProps {
  /** The lost-ticket server action (lib/handlers/attendee-actions.ts), handed down by the page. */
  action: FormAction;
  field: FieldDef;
  texts: { formName: string; submit: string; submitting: string; answer: string; answerNote: string; failure: string };
  /** The page's language, sent with the address (the ticket is mailed in it). */
  locale?: Locale;
}

/**
 * "Lost your ticket?": one email address posted to its server action. Without script the
 * browser posts it and the page comes back with the answer; with script React sends it. The
 * answer stays on screen (unlike the other forms' banners, which clear): it is the whole point
 * of the page, and it is the same for every address.
 */
export function LostTicketForm({ action, field, texts, locale = defaultLocale }: LostTicketFormProps) {
  const recovery = useContext(FormRecoveryContext);
  const [state, formAction, pending] = useActionState(action, recovery.start);
  const served = useServedAnswer(state);
  const errors = state.status === 'error' ? state.fieldErrors[field.name] : undefined;
  const banner = lastingBanner(state, pending, { text: texts.answer, note: texts.answerNote }, texts.failure);

  return (
    <form
      action={formAction}
      onSubmit={(event) => recovery.remember(new FormData(event.currentTarget))}
      aria-label={texts.formName}
      className="relative"
      data-state={pending ? 'submitting' : state.status}
    >
      <FormField
        field={field}
        idPrefix="lost-ticket"
        value={state.status === 'error' ? state.values[field.name] : undefined}
        errors={errors}
        autoFocus={served && Boolean(errors)}
      />
      <HoneypotField idPrefix="lost-ticket" />
      <LocaleField locale={locale} />
      <div className="mt-6 flex flex-col gap-4">
        <PendingButton
          pending={pending}
          label={texts.submit}
          pendingLabel={texts.submitting}
          className="bg-brand hover:bg-brand-dark sm:w-auto sm:self-start"
        />
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
      </div>
    </form>
  );
}
