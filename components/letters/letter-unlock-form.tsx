import { FormField } from '@/components/forms/form-field';
import { letterUnlockTexts as t } from '@/content/letters';
import type { FieldDef } from '@/lib/forms/fields';

export type UnlockError = 'wrong' | 'limit' | 'locked';

const passportField: FieldDef = {
  name: 'passportNumber',
  label: t.label,
  hint: t.hint,
  type: 'text',
  required: true,
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
  maxLength: 40,
};

/**
 * The ticket's letter download: a plain form posted to the PDF route with the ticket
 * and the passport number (never in a URL, so never in a log). Works without script.
 */
export function LetterUnlockForm({ data, number, error }: { data: string; number: string; error: UnlockError | null }) {
  const message = error === null ? null : { wrong: t.wrong, limit: t.tooMany, locked: t.locked }[error];
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-6 sm:items-center sm:py-10">
      <section
        aria-labelledby="letter-unlock-title"
        className="mx-auto w-full max-w-md rounded-3xl border-t-8 border-plum bg-white px-6 py-10 shadow-xl"
      >
        <h1 id="letter-unlock-title" className="text-2xl font-extrabold text-ink">
          {t.title}
        </h1>
        <p className="mt-3 text-base text-ink">{t.intro.replace('{number}', number)}</p>
        <form
          method="post"
          action="/ticket/visa-letter/letter/pdf"
          aria-labelledby="letter-unlock-title"
          className="mt-6 space-y-4"
        >
          <input type="hidden" name="data" value={data} />
          <FormField
            field={passportField}
            id="letter-passport"
            errors={message ? [message] : undefined}
            invalid={error === 'wrong'}
            errorRole="alert"
            autoFocus={error !== null}
            className=""
            controlClassName="min-h-12"
          />
          <button
            type="submit"
            className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand px-6 py-3 text-base font-semibold text-white hover:bg-brand-dark"
          >
            {t.submit}
          </button>
        </form>
        <p className="mt-6 text-sm text-muted">{t.mailedLink}</p>
      </section>
    </div>
  );
}
