import { africanCountries, otherCountries } from '@/content/countries';
import { marketEditorTexts, marketProfileTexts } from '@/content/market';
import { initialsOf, PICTURE_WIDTHS, pictureUrl } from '@/lib/market/images-url';
import type { MarketProfile } from '@/lib/market/profiles';

const countryNames = new Map([...africanCountries, ...otherCountries].map((country) => [country.code, country.name]));
const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/**
 * Everything a profile shows, for an organiser deciding on it (English, as the organiser area):
 * the picture, the words with their language, the links as text (not followed from here), who
 * owns it and when it last changed.
 */
export function MarketProfileFacts({
  profile,
  headingId,
}: {
  profile: MarketProfile & { email: string };
  headingId: string;
}) {
  const texts = marketEditorTexts;
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      {profile.imageVersion !== null ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own route serves it at fixed widths
        <img
          src={pictureUrl(profile.slug, profile.imageVersion, PICTURE_WIDTHS[1])}
          alt={`Picture of ${profile.displayName}`}
          width={120}
          height={120}
          loading="lazy"
          className="h-30 w-30 shrink-0 rounded object-cover ring-1 ring-ink/20"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex h-30 w-30 shrink-0 items-center justify-center rounded bg-plum text-3xl font-bold text-white"
        >
          {initialsOf(profile.displayName)}
        </div>
      )}
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="text-lg font-bold text-ink">
          {profile.displayName}
          {profile.organisation ? <span className="font-normal"> · {profile.organisation}</span> : null}
        </h3>
        <p className="text-sm text-ink">
          {marketProfileTexts.roles[profile.role]} · {countryNames.get(profile.country) ?? profile.country} ·{' '}
          {profile.sectors.map((sector) => texts.sectorNames[sector]).join(', ')}
        </p>
        <p className="mt-1 text-sm text-ink">
          {profile.email} · /market/{profile.slug} · {texts.status[profile.status]} · changed{' '}
          {dateTime.format(profile.updatedAt)}
          {profile.indexable ? ' · may be indexed' : ' · not indexed'}
        </p>
        {profile.reason ? <p className="mt-1 text-sm text-ink">Reason given: {profile.reason}</p> : null}
        <dl className="mt-3 grid gap-2 text-ink">
          {profile.offer ? (
            <div>
              <dt className="font-semibold">
                What we offer ({texts.languages[profile.offerLang as keyof typeof texts.languages] ?? profile.offerLang}
                )
              </dt>
              <dd lang={profile.offerLang} className="whitespace-pre-line">
                {profile.offer}
              </dd>
            </div>
          ) : null}
          {profile.seeking ? (
            <div>
              <dt className="font-semibold">
                What we are looking for (
                {texts.languages[profile.seekingLang as keyof typeof texts.languages] ?? profile.seekingLang})
              </dt>
              <dd lang={profile.seekingLang} className="whitespace-pre-line">
                {profile.seeking}
              </dd>
            </div>
          ) : null}
          {profile.links.length > 0 ? (
            <div>
              <dt className="font-semibold">Links</dt>
              <dd className="break-all">{profile.links.join(' · ')}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </div>
  );
}
