import { letterUnlockTexts as t } from '@/content/letters';

export type UnlockError = 'wrong' | 'limit';

/**
 * The ticket's letter download (issue 25): a plain form posted to the PDF route with the ticket
 * and the passport number (never in a URL, so never in a log). Works without script.
 */
export function LetterUnlockForm({ data, number, error }: { data: string; number: string; error: UnlockError | null }) {
  const message = error === 'wrong' ? t.wrong : error === 'limit' ? t.tooMany : null;
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-6 sm:items-center sm:py-10">
      <section aria-labelledby="letter-unlock-title" className="mx-auto w-full max-w-md rounded-3xl border-t-8 border-plum bg-white px-6 py-10 shadow-xl">
        <h1 id="letter-unlock-title" className="text-2xl font-extrabold text-ink">
          {t.title}
        </h1>
        <p className="mt-3 text-base text-ink">{t.intro.replace('{number}', number)}</p>
        <form method="post" action="/ticket/visa-letter/letter/pdf" aria-labelledby="letter-unlock-title" className="mt-6 space-y-4">
          <input type="hidden" name="data" value={data} />
          <div>
            <label htmlFor="letter-passport" className="block text-sm font-semibold text-ink">
              {t.label}
            </label>
            <input
              id="letter-passport"
              name="passportNumber"
              type="text"
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-invalid={error === 'wrong' ? true : undefined}
              aria-describedby={message ? 'letter-passport-hint letter-passport-error' : 'letter-passport-hint'}
              autoFocus={error !== null}
              className={`mt-1 block min-h-12 w-full rounded-lg border bg-white px-4 py-3 text-base text-ink ${error === 'wrong' ? 'border-red-700' : 'border-ink/20'}`}
            />
            <p id="letter-passport-hint" className="mt-1 text-sm text-muted">
              {t.hint}
            </p>
            {message ? (
              <p id="letter-passport-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
                {message}
              </p>
            ) : null}
          </div>
          <button type="submit" className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand px-6 py-3 text-base font-semibold text-white hover:bg-brand-dark">
            {t.submit}
          </button>
        </form>
        <p className="mt-6 text-sm text-muted">{t.mailedLink}</p>
      </section>
    </div>
  );
}
