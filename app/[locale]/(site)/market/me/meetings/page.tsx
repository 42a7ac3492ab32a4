import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { MeetingContact } from '@/components/market/meetings-section';
import { RegisterServiceWorker } from '@/components/programme/register-service-worker';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { currentParticipant } from '@/lib/authz/participant';
import { localeParam } from '@/lib/i18n/params';
import { calendarMeetings } from '@/lib/market/meetings';
import { meetingCalendarUrl } from '@/lib/market/meetings-feed';
import { meetingDeps } from '@/lib/handlers/market-meetings-deps';
import { slotDayLabel, slotTimeLabel } from '@/lib/market/meetings-time';
import { localePath } from '@/lib/routes';
import Link from 'next/link';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return { title: localizedContent(locale).market.meetings.myMeetings.title, robots: { index: false, follow: false } };
}

/**
 * "My meetings": the participant's schedule with each table and the other person, its private
 * calendar feed, and a copy kept by the service worker so it opens without a network at the venue.
 */
export default async function MyMeetingsPage({ params }: Props) {
  const locale = await localeParam(params);
  const texts = localizedContent(locale).market.meetings;
  const words = texts.myMeetings;
  const participant = await currentParticipant();
  if (!participant) redirect(localePath(locale, '/market/sign-in'));
  const { db, linkSecret } = await meetingDeps();
  const meetings = await calendarMeetings(db, participant.id);
  return (
    <>
      <PageBanner
        title={words.title}
        lead={words.lead}
        back={{ href: localePath(locale, '/market/me'), label: texts.request.backToMe }}
      />
      <section className="container-page max-w-3xl py-12 sm:py-16">
        {meetings.length === 0 ? (
          <p>{words.empty}</p>
        ) : (
          <ol className="space-y-4">
            {meetings.map((meeting) => {
              const other = meeting.other;
              return (
                <li key={meeting.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-6">
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                    <dt className="font-semibold">{words.time}</dt>
                    <dd>
                      {slotDayLabel(locale, meeting.slot)}, {slotTimeLabel(locale, meeting.slot)} ({texts.lagosTime})
                    </dd>
                    <dt className="font-semibold">{words.table}</dt>
                    <dd>{meeting.tableName}</dd>
                    <dt className="font-semibold">{words.with}</dt>
                    <dd>
                      {other.slug ? (
                        <Link href={localePath(locale, `/market/${other.slug}`)} className="underline">
                          {other.name}
                        </Link>
                      ) : (
                        other.name
                      )}
                      {other.organisation ? `, ${other.organisation}` : ''}
                    </dd>
                  </dl>
                  <MeetingContact person={other} words={texts.section} />
                </li>
              );
            })}
          </ol>
        )}
        <p className="mt-8">
          <a
            href={meetingCalendarUrl(linkSecret, { kind: 'feed', id: participant.id })}
            className="font-semibold underline"
          >
            {words.feed}
          </a>
        </p>
        <p className="mt-2 text-sm text-ink/80">{words.feedNote}</p>
      </section>
      <RegisterServiceWorker area="meetings" />
    </>
  );
}
