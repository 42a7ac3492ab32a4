import type { Translation } from '@/content/fr/translation';
import type { marketEditorTexts } from '@/content/market';
import { initialsOf, PICTURE_WIDTHS, pictureUrl } from '@/lib/market/images-url';

const answers = ['saved', 'removed', 'empty', 'too-large', 'type', 'unreadable', 'limited'] as const;
type Answer = (typeof answers)[number];

/**
 * The profile's logo or photo in the editor: the current one (or the initials the directory shows
 * instead), and a form that posts the file to the upload route, which answers with a redirect
 * back here naming what happened (?picture=saved, too-large…). Works without script.
 */
export function PicturePanel({
  locale,
  slug,
  imageVersion,
  name,
  answer,
  texts,
}: {
  locale: string;
  slug: string;
  imageVersion: number | null;
  name: string;
  answer: string | undefined;
  texts: Translation<typeof marketEditorTexts>;
}) {
  const known = answers.find((value) => value === answer) as Answer | undefined;
  const good = known === 'saved' || known === 'removed';
  return (
    <section
      aria-labelledby="picture-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-10"
    >
      <h2 id="picture-heading" className="scroll-mt-24 text-2xl font-bold text-ink">
        {texts.picture}
      </h2>
      {known ? (
        <p
          role={good ? 'status' : 'alert'}
          className={`mt-4 rounded-lg p-4 font-semibold ring-1 ${good ? 'bg-green-50 text-green-900 ring-green-300' : 'bg-red-50 text-red-900 ring-red-300'}`}
        >
          {texts.pictureAnswers[known]}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
        {imageVersion !== null ? (
          // eslint-disable-next-line @next/next/no-img-element -- served by our own route at fixed widths
          <img
            src={pictureUrl(slug, imageVersion, PICTURE_WIDTHS[1])}
            alt={texts.pictureCurrent}
            width={160}
            height={160}
            className="h-40 w-40 shrink-0 rounded-2xl object-cover ring-1 ring-ink/10"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex h-40 w-40 shrink-0 items-center justify-center rounded-2xl bg-plum text-5xl font-bold text-white"
          >
            {initialsOf(name)}
          </div>
        )}
        <div className="grid flex-1 gap-4">
          <form
            method="post"
            action={`/api/market/profile/picture?locale=${locale}`}
            encType="multipart/form-data"
            aria-label={texts.picture}
            className="grid gap-3"
          >
            <input type="hidden" name="locale" value={locale} />
            <label htmlFor="profile-picture" className="block font-semibold text-ink">
              {texts.picture}
            </label>
            <input
              id="profile-picture"
              name="picture"
              type="file"
              required
              accept="image/jpeg,image/png,image/webp"
              aria-describedby="profile-picture-hint"
              className="block w-full text-base text-ink file:mr-4 file:min-h-11 file:rounded-full file:border-0 file:bg-sand file:px-5 file:font-semibold file:text-ink"
            />
            <p id="profile-picture-hint" className="text-sm text-muted">
              {texts.pictureHint}
            </p>
            <button
              type="submit"
              className="inline-flex min-h-11 w-fit items-center rounded-full bg-ink px-6 py-2 font-semibold text-white hover:bg-ink/90"
            >
              {texts.upload}
            </button>
          </form>
          {imageVersion !== null ? (
            <form method="post" action={`/api/market/profile/picture?locale=${locale}`} aria-label={texts.remove}>
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="remove" value="yes" />
              <button
                type="submit"
                className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
              >
                {texts.remove}
              </button>
            </form>
          ) : null}
        </div>
      </div>
    </section>
  );
}
