import 'server-only';
import { ActionBoundary } from '@/components/forms/action-boundary';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { NewsCard } from '@/components/news/news-card';
import { ButtonLink } from '@/components/ui/button-link';
import { LazyImage } from '@/components/ui/lazy-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { formTexts } from '@/lib/forms/localized';
import { formAction } from '@/lib/handlers/form-actions';
import { fill, messages } from '@/lib/i18n';
import { siteClock } from '@/lib/phase';
import { localePath } from '@/lib/routes';

/** How many of the edition's pictures the home page shows after it. */
const REVIEW_PHOTOS = 6;

/** After the edition: a few of its own photographs and the way to the whole gallery. */
export function ReviewGallery({ locale }: { locale: Locale }) {
  const t = messages(locale).home.review;
  const photos = localizedContent(locale).gallery.editionGalleryImages.slice(0, REVIEW_PHOTOS);
  return (
    <section aria-labelledby="home-review-gallery" className="container-page py-20">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading eyebrow={messages(locale).gallery.highlights} title={t.galleryTitle} id="home-review-gallery" />
        <ButtonLink href={localePath(locale, '/gallery')} variant="outline-dark">
          {t.galleryAll}
        </ButtonLink>
      </div>
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" data-testid="home-review-gallery">
        {photos.map((photo) => (
          <li key={photo.url} className="overflow-hidden rounded-xl">
            <LazyImage
              src={photo.url}
              alt={photo.alt}
              width={1200}
              height={800}
              sizes="(min-width: 1024px) 33vw, 50vw"
              className="aspect-[3/2] object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * After the edition: its closing story, and how an attendee gets a certificate of attendance. The
 * two cards share a row from 768 px and stretch to the same height, so neither leaves a hole.
 */
export function ReviewStory({ locale }: { locale: Locale }) {
  const t = messages(locale).home.review;
  const story = localizedContent(locale).news.articlesNewestFirst[0];
  return (
    <section aria-labelledby="home-review-story" className="bg-sand">
      <div className="container-page py-20">
        <h2 id="home-review-story" className="text-sm font-semibold uppercase tracking-[0.2em] text-brand">
          {t.newsEyebrow}
        </h2>
        <div className="mt-6 grid gap-8 md:grid-cols-2 md:items-stretch lg:gap-10" data-testid="review-story">
          <div className="flex [&>*]:w-full">
            <NewsCard article={story} locale={locale} />
          </div>
          <div
            className="flex flex-col rounded-2xl border-l-8 border-brand bg-white p-8 shadow-sm sm:p-10"
            data-testid="certificate"
          >
            <h2 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{t.certificateTitle}</h2>
            <p className="mt-4 text-lg text-ink/85">{t.certificateText}</p>
            {/* The numbers are CSS counters: the list is an ordered list to assistive technology. */}
            <ol className="mt-6 space-y-4 [counter-reset:step]">
              {[t.certificateSteps.open, t.certificateSteps.download, t.certificateSteps.verify].map((step) => (
                <li
                  key={step}
                  className="relative min-h-9 pl-13 pt-1 text-ink/85 [counter-increment:step] before:absolute before:left-0 before:top-0 before:flex before:h-9 before:w-9 before:items-center before:justify-center before:rounded-full before:bg-sand before:font-display before:text-lg before:font-bold before:text-brand-dark before:content-[counter(step)]"
                >
                  {step}
                </li>
              ))}
            </ol>
            <p className="mt-auto pt-6">
              <a
                href={localePath(locale, '/register/lost-ticket')}
                className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
              >
                {t.certificateLink}
              </a>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

/** After the edition, its one call to action: the newsletter, which announces the next one first. */
export async function SeeYouNextYear({ locale }: { locale: Locale }) {
  const t = messages(locale).home.review;
  const { site } = localizedContent(locale);
  const next = (await siteClock()).nextYear;
  const texts = formTexts(locale, 'newsletter');
  return (
    <section aria-labelledby="home-see-you" className="bg-plum text-white">
      <div className="container-page grid gap-8 py-16 lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-center">
        <div className="max-w-2xl">
          <h2 id="home-see-you" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {fill(t.seeYouTitle, { year: next })}
          </h2>
          <p className="mt-3 text-lg text-white/90">{fill(t.seeYouLead, { shortName: site.shortName, year: next })}</p>
        </div>
        <ActionBoundary fields={['email']}>
          <NewsletterForm
            action={formAction('newsletter')}
            texts={{ ...texts, name: fill(t.newsletterName, { shortName: site.shortName, year: next }) }}
            locale={locale}
            idPrefix="see-you"
          />
        </ActionBoundary>
      </div>
    </section>
  );
}
