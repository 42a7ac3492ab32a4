import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { phoneHref } from '@/content/site';
import { fill, messages } from '@/lib/i18n';
import { MapEmbed } from './map-embed';

/**
 * The reusable contact layout: a title, the venue address, a telephone, an embedded map and a slot
 * for a form.
 */
export function ContactLayout({
  title,
  intro,
  formTitle,
  children,
  locale,
}: {
  title: string;
  intro?: string;
  formTitle: string;
  children: React.ReactNode;
  locale: Locale;
}) {
  const { venue, contact } = localizedContent(locale).site;
  const t = messages(locale).contact;
  const headingId = `contact-layout-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="bg-sand py-14 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
        <div>
          <h2 id={headingId} className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-3 text-lg text-muted">{intro}</p> : null}
          <dl className="mt-8 space-y-6">
            <div>
              <dt className="text-sm font-bold uppercase tracking-widest text-brand">{t.address}</dt>
              <dd className="mt-1 text-base text-ink">
                <address className="not-italic">
                  {venue.name}
                  <br />
                  {venue.street}
                  <br />
                  {venue.locality}, {venue.region}, {t.country}
                </address>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-bold uppercase tracking-widest text-brand">{t.telephone}</dt>
              <dd className="mt-1">
                <a
                  href={phoneHref}
                  className="text-base font-semibold text-ink underline-offset-2 hover:text-brand hover:underline"
                >
                  {contact.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-bold uppercase tracking-widest text-brand">{t.email}</dt>
              <dd className="mt-1">
                <a
                  href={`mailto:${contact.email}`}
                  className="text-base font-semibold text-ink underline-offset-2 hover:text-brand hover:underline"
                >
                  {contact.email}
                </a>
              </dd>
            </div>
          </dl>
          <div className="mt-8">
            <MapEmbed
              src={venue.mapEmbedUrl}
              title={fill(t.mapTitle, { place: `${venue.name}, ${venue.locality}` })}
              placeName={`${venue.name}, ${venue.locality}`}
            />
            <a
              href={venue.mapLinkUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex min-h-11 items-center gap-1 font-semibold text-brand underline-offset-2 hover:underline"
            >
              {t.openMaps}
              <span className="sr-only">{messages(locale).common.opensInNewTab}</span>
              <span aria-hidden="true">↗</span>
            </a>
          </div>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-lg sm:p-8">
          <h3 className="text-2xl font-bold text-ink">{formTitle}</h3>
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </section>
  );
}
