import 'server-only';
import type { Locale } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import { localePath } from '@/lib/routes';

/** A band that invites a page's readers (the exhibition page's) to the market directory. */
export function MarketCallout({ locale }: { locale: Locale }) {
  const { callout } = localizedContent(locale).market.directory;
  return (
    <section aria-labelledby="market-callout" className="bg-plum text-white">
      <div className="container-page grid gap-4 py-10 sm:py-12 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-10">
        <div>
          <h2 id="market-callout" className="font-display text-2xl font-semibold sm:text-3xl">
            {callout.title}
          </h2>
          <p className="mt-2 max-w-2xl text-white/85">{callout.text}</p>
        </div>
        <a
          href={localePath(locale, '/market')}
          className="inline-flex min-h-11 items-center justify-self-start rounded-full bg-gold px-6 py-3 font-semibold text-ink"
        >
          {callout.link}
        </a>
      </div>
    </section>
  );
}
