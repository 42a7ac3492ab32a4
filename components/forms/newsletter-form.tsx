'use client';

import { useState } from 'react';
import { HONEYPOT_FIELD } from '@/lib/forms/fields';
import { HoneypotField } from './honeypot-field';
import { formValues, submitJson } from './submit-json';

type Status = { kind: 'idle' | 'sending' } | { kind: 'done' | 'error'; message: string };

/** The footer's newsletter box: a required email posted to the newsletter endpoint (a repeat is ignored). */
export function NewsletterForm({ endpoint, failureText }: { endpoint: string; failureText: string }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const form = event.currentTarget;
    setStatus({ kind: 'sending' });
    const result = await submitJson<{ message: string }>(endpoint, formValues(form, ['email', HONEYPOT_FIELD]));
    if (result.success) {
      form.reset();
      setStatus({ kind: 'done', message: result.data.message });
    } else {
      const fieldMessage = result.fieldErrors?.email?.[0];
      setStatus({ kind: 'error', message: fieldMessage ?? (result.statusCode === 429 ? result.message : failureText) });
    }
  }

  return (
    <form onSubmit={onSubmit} method="post" className="relative mt-4" aria-label="Newsletter">
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">Email address</label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="Your email address"
          aria-invalid={status.kind === 'error' || undefined}
          aria-describedby="newsletter-status"
          className="min-h-11 w-full rounded-md border border-white/20 bg-white/10 px-3 text-white placeholder:text-white/70"
        />
        <button
          type="submit"
          disabled={status.kind === 'sending'}
          className="min-h-11 shrink-0 rounded-md bg-gold px-5 font-semibold text-ink hover:bg-white disabled:opacity-70"
        >
          {status.kind === 'sending' ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <HoneypotField idPrefix="newsletter" />
      <p id="newsletter-status" role="status" className={`mt-2 min-h-5 text-sm ${status.kind === 'error' ? 'text-red-300' : 'text-gold'}`}>
        {status.kind === 'done' || status.kind === 'error' ? status.message : ''}
      </p>
    </form>
  );
}
