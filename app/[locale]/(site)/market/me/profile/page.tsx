import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ProfileEditor } from '@/components/market/profile-editor';
import { PicturePanel } from '@/components/market/picture-panel';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { currentParticipant } from '@/lib/authz/participant';
import { saveMarketProfile } from '@/lib/handlers/market-profile-actions';
import { messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { findOwnProfile } from '@/lib/market/profiles';
import { localePath } from '@/lib/routes';
import { marketRuntime } from '@/lib/runtime';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ picture?: string; saved?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return { title: localizedContent(locale).market.editor.title, robots: { index: false, follow: false } };
}

/**
 * A participant's profile editor: the words (a server action) and, once the profile exists, its
 * picture (a form of its own, posted to a route that takes the 5 MB a server action may not).
 * Whose profile is decided by the session only.
 */
export default async function MarketProfileEditorPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const content = localizedContent(locale);
  const texts = content.market.editor;
  const participant = await currentParticipant();
  if (!participant) redirect(localePath(locale, '/market/sign-in'));
  const profile = await findOwnProfile((await marketRuntime()).db, participant.id);
  const initial: Record<string, string> = profile
    ? {
        displayName: profile.displayName,
        organisation: profile.organisation,
        role: profile.role,
        sectors: profile.sectors.join(' '),
        country: profile.country,
        offer: profile.offer,
        offerLang: profile.offerLang,
        seeking: profile.seeking,
        seekingLang: profile.seekingLang,
        links: profile.links.join('\n'),
        shareEmail: profile.shareEmail ? 'yes' : '',
        phone: profile.phone,
        indexable: profile.indexable ? 'yes' : '',
      }
    : { offerLang: locale, seekingLang: locale };
  const fields = messages(locale).forms.fields;
  const { picture: answer, saved } = await searchParams;
  return (
    <>
      <PageBanner
        title={texts.title}
        lead={texts.lead}
        back={{ href: localePath(locale, '/market/me'), label: texts.back }}
      />
      <div className="container-page grid max-w-3xl gap-12 py-12 sm:py-16">
        {saved && profile?.status === 'pending' ? (
          <p
            role="status"
            tabIndex={-1}
            className="rounded-lg bg-green-50 p-4 font-semibold text-green-900 ring-1 ring-green-300"
          >
            {texts.saved}{' '}
            <a href={localePath(locale, '/market/me')} className="underline underline-offset-4">
              {texts.back}
            </a>
          </p>
        ) : null}
        {profile ? (
          <PicturePanel
            locale={locale}
            slug={profile.slug}
            imageVersion={profile.imageVersion}
            name={profile.displayName}
            answer={answer}
            texts={texts}
          />
        ) : null}
        <section
          aria-labelledby="profile-form-heading"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-10"
        >
          <h2 id="profile-form-heading" className="mb-6 text-2xl font-bold text-ink">
            {texts.formName}
          </h2>
          <ProfileEditor
            action={saveMarketProfile}
            locale={locale}
            initial={initial}
            published={profile?.status === 'published'}
            countries={{
              africa: content.countries.africanCountries,
              other: content.countries.otherCountries,
              africaLabel: fields.country.africa,
              otherLabel: fields.country.restOfWorld,
            }}
            texts={texts}
          />
          {profile ? null : <p className="mt-6 text-muted">{texts.pictureNeedsProfile}</p>}
        </section>
      </div>
    </>
  );
}
