'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { BANNER_TIMEOUT_MS, bannerTexts, HONEYPOT_FIELD, type FieldDef } from '@/lib/forms/fields';
import { FormBanner } from './form-banner';
import { FormField } from './form-field';
import { HoneypotField } from './honeypot-field';
import { formValues, submitJson } from './submit-json';

type Banner = { kind: 'success' | 'error'; text: string; note?: string };

export interface SubmissionFormProps {
  /** Accessible name of the form. */
  name: string;
  endpoint: string;
  fields: readonly FieldDef[];
  submitLabel: string;
  submittingLabel: string;
  successText: string;
  /** Shown under the success banner when the confirmation e-mail could not be sent. */
  emailNotSentText: string;
  /** A link from the success answer (a path in data[field]) that stays after the banner clears. */
  successLink?: { label: string; field: string };
}

/**
 * A form of SPEC.md section 4: idle → submitting (button disabled, its label changed) → a
 * success or failure banner that clears after 5000 ms. Success resets the form; a failure keeps
 * what the visitor typed and shows the server's field errors next to their fields. Validation in
 * the browser is by the required and type attributes; the server checks with the shared schema.
 */
export function SubmissionForm({ name, endpoint, fields, submitLabel, submittingLabel, successText, emailNotSentText, successLink }: SubmissionFormProps) {
  const idPrefix = useId().replace(/:/g, '');
  const [submitting, setSubmitting] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [link, setLink] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  function show(next: Banner) {
    if (timer.current) clearTimeout(timer.current);
    setBanner(next);
    timer.current = setTimeout(() => setBanner(null), BANNER_TIMEOUT_MS);
  }

  function clearFieldError(field: string) {
    setFieldErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const values = formValues(form, [...fields.map((field) => field.name), HONEYPOT_FIELD]);
    setSubmitting(true);
    setBanner(null);
    setLink(null);
    const result = await submitJson<{ id: string; email: string } & Record<string, unknown>>(endpoint, values);
    setSubmitting(false);
    if (result.success) {
      form.reset();
      setFieldErrors({});
      const mailProblem = result.data.email === 'retrying' || result.data.email === 'failed';
      show({ kind: 'success', text: successText, note: mailProblem ? emailNotSentText : undefined });
      const href = successLink ? result.data[successLink.field] : undefined;
      // Only a path on this site: the link is followed as given.
      if (typeof href === 'string' && href.startsWith('/') && !href.startsWith('//')) setLink(href);
      return;
    }
    console.error(`${name} failed`, result);
    const errors = result.fieldErrors ?? {};
    setFieldErrors(errors);
    show({ kind: 'error', text: bannerTexts.error });
    const firstInvalid = fields.find((field) => errors[field.name]);
    if (firstInvalid) {
      // After React has rendered the error, so the field is announced with it.
      requestAnimationFrame(() => (formRef.current?.elements.namedItem(firstInvalid.name) as HTMLElement | null)?.focus());
    }
  }

  return (
    // method="post": a press before hydration never puts the answers in a URL.
    <form ref={formRef} onSubmit={onSubmit} method="post" aria-label={name} className="relative" data-state={submitting ? 'submitting' : banner ? banner.kind : 'idle'}>
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <FormField key={field.name} field={field} idPrefix={idPrefix} errors={fieldErrors[field.name]} onEdit={clearFieldError} />
        ))}
      </div>
      <HoneypotField idPrefix={idPrefix} />
      <div className="mt-6 flex flex-col gap-4">
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand px-6 py-3 text-base font-semibold text-white transition hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-80 sm:w-auto sm:self-start"
        >
          {submitting ? submittingLabel : submitLabel}
        </button>
        <div role="status" aria-live="polite" aria-atomic="true">
          {banner ? <FormBanner kind={banner.kind} text={banner.text} note={banner.note} /> : null}
        </div>
        {link && successLink ? (
          <p>
            <a href={link} className="inline-flex min-h-12 items-center rounded-lg border-2 border-brand px-6 py-3 font-semibold text-brand underline-offset-4 hover:underline">
              {successLink.label}
            </a>
          </p>
        ) : null}
      </div>
    </form>
  );
}
