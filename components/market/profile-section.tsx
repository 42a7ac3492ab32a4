import 'server-only';
import Link from 'next/link';
import type { Locale } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import type { Participant } from '@/lib/authz/participant';
import { fill } from '@/lib/i18n';
import { findOwnProfile } from '@/lib/market/profiles';
import { localePath } from '@/lib/routes';
import { marketRuntime } from '@/lib/runtime';

const linkClass =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-6 py-2 font-semibold text-white hover:bg-brand-dark';

/**
 * The participant's profile on /market/me: where it stands (waiting for review, published,
 * rejected with the organisers' reason…) and the way to the editor and to the public page.
 */
export async function ProfileSection({ participant, locale }: { participant: Participant; locale: Locale }) {
  const texts = localizedContent(locale).market.editor;
  const profile = await findOwnProfile((await marketRuntime()).db, participant.id);
  const editor = localePath(locale, '/market/me/profile');
  return (
    <section
      aria-labelledby="market-profile-heading"
      className="mb-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-8"
    >
      <h2 id="market-profile-heading" className="text-2xl font-bold text-ink">
        {texts.sectionTitle}
      </h2>
      {profile ? (
        <>
          <dl className="mt-4 grid gap-1">
            <dt className="text-sm font-semibold text-muted">{texts.statusLabel}</dt>
            <dd className="text-lg font-semibold text-ink" data-status={profile.status}>
              {texts.status[profile.status]}
            </dd>
          </dl>
          {profile.reason && (profile.status === 'rejected' || profile.status === 'unpublished') ? (
            <p className="mt-3 rounded-lg bg-amber-50 p-4 text-ink ring-1 ring-amber-300">
              {fill(texts.reason, { reason: profile.reason })}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
            <Link href={editor} className={linkClass}>
              {texts.edit}
            </Link>
            {profile.status === 'published' ? (
              <Link
                href={localePath(locale, `/market/${profile.slug}`)}
                className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
              >
                {texts.view}
              </Link>
            ) : null}
          </div>
        </>
      ) : (
        <>
          <p className="mt-3 text-ink">{texts.none}</p>
          <Link href={editor} className={`${linkClass} mt-6`}>
            {texts.create}
          </Link>
        </>
      )}
    </section>
  );
}
