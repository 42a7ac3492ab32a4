import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { MeetingsSection } from '@/components/market/meetings-section';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { fill } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { localePath } from '@/lib/routes';
import { currentParticipant } from '@/lib/authz/participant';
import { ProfileSection } from '@/components/market/profile-section';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return { title: localizedContent(locale).market.me.title, robots: { index: false, follow: false } };
}

/**
 * A participant's own page. The session is read on the server from the market's own cookie; a
 * visitor without one is sent to the sign-in page. A database that cannot be reached throws, and
 * the error page answers 503: never "signed out".
 */
export default async function MarketMePage({ params }: Props) {
  const locale = await localeParam(params);
  const texts = localizedContent(locale).market.me;
  const participant = await currentParticipant();
  if (!participant) redirect(localePath(locale, '/market/sign-in'));
  return (
    <>
      <PageBanner title={texts.title} lead={fill(texts.signedInAs, { email: participant.email })} />
      <section className="container-page max-w-2xl py-16">
        <ProfileSection participant={participant} locale={locale} />
        <form method="post" action="/api/market/auth/sign-out">
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className="rounded-full bg-ink px-6 py-3 font-semibold text-white">
            {texts.signOut}
          </button>
        </form>
      </section>
      <MeetingsSection locale={locale} participant={participant} />
    </>
  );
}
