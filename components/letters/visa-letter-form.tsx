'use client';

import { useActionState, useContext, useEffect, useRef } from 'react';
import type { FieldDef } from '@/lib/forms/fields';
import type { FormAction } from '@/lib/forms/form-state';
import { FormRecoveryContext } from '@/components/forms/action-boundary';
import { FormBanner, lastingBanner } from '@/components/forms/form-banner';
import { FormField } from '@/components/forms/form-field';
import { PendingButton } from '@/components/forms/pending-button';
import { useServedAnswer } from '@/components/forms/use-served-answer';

export interface VisaLetterFormProps {
  /** lib/handlers/letter-actions.ts requestVisaLetter, handed down by the page. */
  action: FormAction;
  fields: readonly FieldDef[];
  /** The request link's token: posted back, and checked again by the action. */
  token: string;
  texts: { formName: string; submit: string; submitting: string; sent: string; sentNote: string; failure: string };
}

/**
 * The visa letter request. Without script the browser posts it and the page comes
 * back with the answer: the errors beside their fields with what was typed, focus on the first
 * field in error (autofocus), or "Request received". With script React sends it and moves the
 * focus itself. The answer stays on screen: the page above it shows the request's state.
 */
export function VisaLetterForm({ action, fields, token, texts }: VisaLetterFormProps) {
  const recovery = useContext(FormRecoveryContext);
  const [state, formAction, pending] = useActionState(action, recovery.start);
  const served = useServedAnswer(state);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const fieldErrors = state.status === 'error' ? state.fieldErrors : {};
  const values = state.status === 'error' ? state.values : {};
  const firstInvalid = fields.find((field) => fieldErrors[field.name])?.name;

  useEffect(() => {
    if (served) return;
    if (firstInvalid) (formRef.current?.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
    else if (state.status !== 'idle') statusRef.current?.focus();
  }, [state, firstInvalid, served]);

  const banner = lastingBanner(state, pending, { text: texts.sent, note: texts.sentNote }, texts.failure);

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={(event) => recovery.remember(new FormData(event.currentTarget))}
      aria-label={texts.formName}
      data-state={pending ? 'submitting' : state.status}
    >
      <input type="hidden" name="token" value={token} />
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            idPrefix="visa-letter"
            value={values[field.name]}
            errors={fieldErrors[field.name]}
            autoFocus={served && field.name === firstInvalid}
          />
        ))}
      </div>
      <div className="mt-6 flex flex-col gap-4">
        <PendingButton
          pending={pending}
          label={texts.submit}
          pendingLabel={texts.submitting}
          className="bg-brand hover:bg-brand-dark sm:w-auto sm:self-start"
        />
        <div
          ref={statusRef}
          role="status"
          aria-live="polite"
          aria-atomic="true"
          tabIndex={banner ? -1 : undefined}
          autoFocus={served && !firstInvalid}
          className="rounded-lg"
        >
          {banner ? <FormBanner kind={banner.kind} text={banner.text} note={banner.note} /> : null}
        </div>
      </div>
    </form>
  );
}
