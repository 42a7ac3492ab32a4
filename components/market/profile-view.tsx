import type { Locale } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import { PageBanner } from '@/components/ui/page-banner';
import { initialsOf, PICTURE_WIDTHS, pictureUrl } from '@/lib/market/images-url';
import type { MarketProfile } from '@/lib/market/profiles';
import { localePath } from '@/lib/routes';

/** A link's host and path, without the scheme: what a reader needs to know where it leads. */
function linkLabel(href: string): string {
  const url = new URL(href);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${url.hostname.replace(/^www\./, '')}${path}`;
}

/**
 * A participant's public profile: what they wrote, each text marked with the language they wrote
 * it in, their picture, sectors, country and links (nofollow ugc: the organisers vouch for the
 * person, not for where their links lead). "Request a meeting" for everyone but the owner.
 */
export function ProfileView({ locale, profile, own }: { locale: Locale; profile: MarketProfile; own: boolean }) {
  const content = localizedContent(locale);
  const texts = content.market.profile;
  const country =
    [...content.countries.africanCountries, ...content.countries.otherCountries].find(
      (each) => each.code === profile.country,
    )?.name ?? profile.country;
  const picture =
    profile.imageVersion !== null ? (
      // eslint-disable-next-line @next/next/no-img-element -- our own route serves it at fixed widths
      <img
        src={pictureUrl(profile.slug, profile.imageVersion, PICTURE_WIDTHS[1])}
        alt=""
        width={240}
        height={240}
        fetchPriority="high"
        className="h-40 w-40 rounded-2xl bg-white object-cover ring-4 ring-white/20 sm:h-60 sm:w-60"
      />
    ) : (
      <div
        aria-hidden="true"
        className="flex h-40 w-40 items-center justify-center rounded-2xl bg-white/10 text-6xl font-bold text-white ring-4 ring-white/20 sm:h-60 sm:w-60"
      >
        {initialsOf(profile.displayName)}
      </div>
    );
  const paragraphs = [
    { id: 'offer', title: texts.offer, text: profile.offer, lang: profile.offerLang },
    { id: 'seeking', title: texts.seeking, text: profile.seeking, lang: profile.seekingLang },
  ].filter((part) => part.text);
  return (
    <>
      <PageBanner
        title={profile.displayName}
        eyebrow={`${texts.roles[profile.role]} · ${country}`}
        lead={profile.organisation || undefined}
        back={{ href: localePath(locale, '/market'), label: texts.back }}
        aside={picture}
      />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-10">
          {paragraphs.map((part) => (
            <section key={part.id} aria-labelledby={`profile-${part.id}`}>
              <h2 id={`profile-${part.id}`} className="text-2xl font-bold text-ink">
                {part.title}
              </h2>
              <p lang={part.lang} className="mt-3 max-w-prose text-lg whitespace-pre-line text-ink">
                {part.text}
              </p>
            </section>
          ))}
        </div>
        <aside className="grid content-start gap-6 rounded-2xl bg-sand p-6 ring-1 ring-neutral-200">
          <dl className="grid gap-4">
            <div>
              <dt className="text-sm font-semibold text-muted">{texts.role}</dt>
              <dd className="mt-1 font-semibold text-ink">{texts.roles[profile.role]}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-muted">{texts.sectors}</dt>
              <dd className="mt-1">
                <ul role="list" className="flex flex-wrap gap-1.5 text-sm">
                  {profile.sectors.map((sector) => (
                    <li
                      key={sector}
                      className="rounded-full bg-white px-3 py-1 font-medium text-ink ring-1 ring-neutral-200"
                    >
                      {texts.sectorNames[sector]}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-muted">{texts.country}</dt>
              <dd className="mt-1 font-semibold text-ink">{country}</dd>
            </div>
            {profile.links.length > 0 ? (
              <div>
                <dt className="text-sm font-semibold text-muted">{texts.links}</dt>
                <dd className="mt-1">
                  <ul role="list" className="grid gap-1">
                    {profile.links.map((link) => (
                      <li key={link}>
                        <a
                          href={link}
                          rel="nofollow ugc noopener"
                          className="inline-flex min-h-11 items-center font-semibold break-all text-brand-dark underline underline-offset-4"
                        >
                          {linkLabel(link)}
                        </a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
          {own ? (
            <div className="border-t border-neutral-300 pt-5">
              <p className="text-ink">{texts.own}</p>
              <a
                href={localePath(locale, '/market/me/profile')}
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
              >
                {texts.edit}
              </a>
            </div>
          ) : (
            <div className="border-t border-neutral-300 pt-5">
              <a
                href={localePath(locale, `/market/${profile.slug}/request`)}
                className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-6 py-3 text-center font-semibold text-white hover:bg-brand-dark"
              >
                {texts.request}
              </a>
              <p className="mt-3 text-sm text-muted">{texts.requestNote}</p>
            </div>
          )}
        </aside>
      </div>
    </>
  );
}
