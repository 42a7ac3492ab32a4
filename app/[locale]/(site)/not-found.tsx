import { headers } from 'next/headers';
import { PageBanner } from '@/components/ui/page-banner';
import { defaultLocale, isLocale } from '@/content/locales';
import { messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';

/**
 * What a public page that does not exist answers (404), inside the site's header and footer and
 * in the page's language: an unknown market profile, for one. next-intl's routing names the
 * language of the request in a header, as a not-found page receives no params.
 */
export default async function NotFound() {
  const asked = (await headers()).get('x-next-intl-locale');
  const locale = isLocale(asked) ? asked : defaultLocale;
  const t = messages(locale).shell.notFound;
  return (
    <>
      <PageBanner title={t.title} lead={t.text} />
      <section className="container-page flex flex-wrap gap-4 py-12 sm:py-16">
        <a
          href={localePath(locale, '/')}
          className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 py-3 font-semibold text-white"
        >
          {t.home}
        </a>
        <a
          href={localePath(locale, '/market')}
          className="inline-flex min-h-11 items-center rounded-full px-6 py-3 font-semibold text-ink ring-1 ring-ink/30"
        >
          {t.market}
        </a>
      </section>
    </>
  );
}
