import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { MeetingsNotice } from '@/components/market/meetings-notice';
import { MeetingsSlotGrid } from '@/components/market/meetings-slot-grid';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { currentParticipant } from '@/lib/authz/participant';
import { localeParam } from '@/lib/i18n/params';
import { personSlots } from '@/lib/market/meetings';
import { changeAvailability } from '@/lib/handlers/market-meetings';
import { meetingDeps } from '@/lib/handlers/market-meetings-deps';
import { meetingSettings } from '@/lib/market/slots';
import { localePath } from '@/lib/routes';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return {
    title: localizedContent(locale).market.meetings.availability.title,
    robots: { index: false, follow: false },
  };
}

/** The participant's slots: tick some, then mark them unavailable or available again. */
export default async function MeetingAvailabilityPage({ params }: Props) {
  const locale = await localeParam(params);
  const texts = localizedContent(locale).market.meetings;
  const words = texts.availability;
  const participant = await currentParticipant();
  if (!participant) redirect(localePath(locale, '/market/sign-in'));
  const { db } = await meetingDeps();
  const settings = await meetingSettings(db);
  const slots = settings ? await personSlots(db, settings, participant.id) : [];
  return (
    <>
      <PageBanner
        title={words.title}
        lead={words.lead}
        back={{ href: localePath(locale, '/market/me'), label: texts.request.backToMe }}
      />
      <section className="container-page max-w-3xl py-12 sm:py-16">
        <Suspense>
          <MeetingsNotice locale={locale} words={texts} />
        </Suspense>
        {settings ? (
          <form
            action={changeAvailability}
            className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-10"
          >
            <input type="hidden" name="locale" value={locale} />
            <p className="text-ink/80">({texts.lagosTime})</p>
            <MeetingsSlotGrid
              locale={locale}
              legend={words.legend}
              muted={(slot) => slot.note !== words.states.free}
              slots={slots.map((slot) => ({
                start: slot.start,
                note: words.states[slot.state],
                disabled: slot.state === 'meeting',
              }))}
            />
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                name="mode"
                value="unavailable"
                className="min-h-11 rounded-full bg-ink px-6 py-3 font-semibold text-white"
              >
                {words.markUnavailable}
              </button>
              <button
                type="submit"
                name="mode"
                value="available"
                className="min-h-11 rounded-full bg-white px-6 py-3 font-semibold text-ink ring-1 ring-ink/30"
              >
                {words.markAvailable}
              </button>
            </div>
          </form>
        ) : (
          <p role="alert" className="rounded-xl bg-amber-50 p-4 text-base text-ink ring-1 ring-amber-300">
            {texts.problems['not-set-up']}
          </p>
        )}
      </section>
    </>
  );
}
