'use client';

import { useSearchParams } from 'next/navigation';
import type { Locale } from '@/content/locales';
import { fill } from '@/lib/i18n/fill';
import { slotLabel } from '@/lib/market/meetings-time';

type Words = { problems: Record<string, string>; done: Record<string, string> };

/**
 * What the last form post did, from the query its redirect carried (?done=… or ?problem=…):
 * a refusal is an alert, a success a status. Rendered on the server too, so it shows without
 * JavaScript.
 */
export function MeetingsNotice({ locale, words }: { locale: Locale; words: Words }) {
  const query = useSearchParams();
  const problem = query.get('problem');
  const done = query.get('done');
  if (problem && problem in words.problems) {
    const left = (query.get('left') ?? '')
      .split(',')
      .filter(Boolean)
      .map((start) => slotLabel(locale, Number(start)));
    const message =
      problem === 'taken' && left.length > 0
        ? fill(words.problems.takenWithChoices, { times: left.join(locale === 'fr' ? '\u202f; ' : '; ') })
        : fill(words.problems[problem], { max: query.get('max') ?? '' });
    return (
      <p role="alert" className="mb-6 rounded-xl bg-amber-50 p-4 text-base text-ink ring-1 ring-amber-300">
        {message}
      </p>
    );
  }
  if (done && done in words.done)
    return (
      <p role="status" className="mb-6 rounded-xl bg-emerald-50 p-4 text-base text-ink ring-1 ring-emerald-300">
        {words.done[done]}
      </p>
    );
  return null;
}
