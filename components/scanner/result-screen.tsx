'use client';

import { useEffect, useRef } from 'react';
import type { FeedbackTone } from '@/lib/scanner/feedback';
import type { ResultDisplay } from './result-display';

// Colours with at least 4.5:1 contrast for their text, told apart by words too.
const toneClass: Record<FeedbackTone, string> = {
  green: 'bg-green-800 text-white',
  amber: 'bg-amber-400 text-black',
  red: 'bg-red-700 text-white',
  blue: 'bg-blue-800 text-white',
  grey: 'bg-neutral-700 text-white',
};

/**
 * The full-screen result of one scan, readable at arm's length. It lives inside the page's
 * status region (role=status), so a screen reader announces it too.
 */
export function ResultScreen({
  display,
  onConfirm,
  onClose,
  onHold,
}: {
  display: ResultDisplay;
  onConfirm: () => void;
  onClose: () => void;
  /** Focus entered (true) or left (false) the result's buttons. */
  onHold: (held: boolean) => void;
}) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (display.confirm) confirmRef.current?.focus();
  }, [display]);
  return (
    <div
      data-testid="scan-result"
      data-tone={display.tone}
      onFocus={() => onHold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onHold(false);
      }}
      className={`fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 p-6 text-center ${toneClass[display.tone]}`}
    >
      <p className="text-4xl font-black leading-tight sm:text-6xl">{display.title}</p>
      {display.name ? <p className="text-3xl font-bold sm:text-5xl">{display.name}</p> : null}
      {display.lines.map((line) => (
        <p key={line} className="max-w-xl text-xl font-semibold sm:text-2xl">
          {line}
        </p>
      ))}
      <div className="mt-4 flex flex-wrap justify-center gap-4">
        {display.confirm ? (
          <button
            ref={confirmRef}
            type="button"
            onClick={onConfirm}
            className="rounded-lg bg-white px-6 py-4 text-xl font-bold text-blue-900 focus:outline-none focus-visible:ring-4 focus-visible:ring-yellow-300"
          >
            ID checked: admit
          </button>
        ) : null}
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg border-2 border-current px-6 py-4 text-xl font-bold focus:outline-none focus-visible:ring-4 focus-visible:ring-yellow-300"
        >
          {display.confirm ? 'Do not admit' : 'Next scan'}
        </button>
      </div>
    </div>
  );
}
