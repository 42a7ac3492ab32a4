'use client';

import { useState } from 'react';

type Status = { kind: 'idle' | 'sending' } | { kind: 'done' | 'error'; message: string };

/** The footer's newsletter box: a required email posted to /api/newsletter. */
export function NewsletterForm() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = new FormData(form).get('email');
    setStatus({ kind: 'sending' });
    try {
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      const body = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null;
      if (response.ok && body?.success) {
        form.reset();
        setStatus({ kind: 'done', message: body.message ?? 'Thank you for subscribing!' });
      } else {
        setStatus({ kind: 'error', message: body?.message ?? 'Subscription failed. Please try again.' });
      }
    } catch {
      setStatus({ kind: 'error', message: 'Subscription failed. Please try again.' });
    }
  }

  return (
    <form onSubmit={onSubmit} className="mt-4" aria-label="Newsletter">
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">Email address</label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Your email address"
          className="min-h-11 w-full rounded-md border border-white/20 bg-white/10 px-3 text-white placeholder:text-white/70"
        />
        <button
          type="submit"
          disabled={status.kind === 'sending'}
          className="min-h-11 shrink-0 rounded-md bg-gold px-5 font-semibold text-ink hover:bg-white disabled:opacity-70"
        >
          Subscribe
        </button>
      </div>
      <p role="status" className={`mt-2 min-h-5 text-sm ${status.kind === 'error' ? 'text-red-300' : 'text-gold'}`}>
        {status.kind === 'done' || status.kind === 'error' ? status.message : ''}
      </p>
    </form>
  );
}
