'use client';

import { useClientTexts } from '@/components/i18n/client-texts';
import { fill } from '@/lib/i18n/fill';
import { toggleStarred } from '@/lib/programme/starred';
import { useStarred } from './use-starred';

/**
 * Adds a session to My agenda or takes it out; the label names the session, aria-pressed says which.
 * The stars are kept in this browser's storage by script: without JavaScript the button is not shown.
 */
export function StarButton({ id, title, withText = false }: { id: number; title: string; withText?: boolean }) {
  const t = useClientTexts().star;
  const starred = useStarred().includes(id);
  return (
    <button
      type="button"
      aria-pressed={starred}
      aria-label={fill(t.label, { title })}
      title={starred ? t.starred : t.add}
      onClick={() => toggleStarred(id)}
      className="noscript:hidden inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full px-2 text-brand-dark ring-1 ring-neutral-300 hover:bg-sand aria-pressed:bg-gold/20 aria-pressed:ring-gold"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill={starred ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z" />
      </svg>
      {/* The visible word is part of the accessible name ("Star {title}"); aria-pressed tells the state. */}
      {withText ? <span className="pr-2 font-semibold">{t.text}</span> : null}
    </button>
  );
}
