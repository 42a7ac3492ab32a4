import type { Metadata } from 'next';
import { CalendarLink } from '@/components/programme/calendar-link';
import { ProgrammeFilters } from '@/components/programme/programme-filters';
import { RegisterServiceWorker } from '@/components/programme/register-service-worker';
import { EventsGuideDownload } from '@/components/schedule/events-guide-download';
import { ProgramTabs } from '@/components/schedule/program-tabs';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { programme } from '@/content/programme';
import { eventsGuidePdf } from '@/content/schedules';
import { fill, messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { calendarPathIn, calendarPaths } from '@/lib/programme';
import { siteClock } from '@/lib/phase';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = messages(locale).schedule;
  const { site, edition } = localizedContent(locale);
  const over = (await siteClock()).phase === 'after';
  const description = fill(over ? t.pastDescription : t.description, {
    title: edition.title,
    dates: edition.dates,
    place: site.venue.locality,
    length: edition.length,
    count: programme.length,
  });
  return pageMetadata({ locale, title: fill(t.title, { year: edition.year }), description, path: '/2025-schedule' });
}

/** The options that some session uses, in the labels' order. */
function options<K extends string>(labels: Record<K, string>, used: Set<string>) {
  return (Object.keys(labels) as K[]).filter((key) => used.has(key)).map((key) => ({ value: key, label: labels[key] }));
}

/**
 * The edition's programme. Before and during it, a plan: the calendar subscription, stars and My
 * agenda. After it, a record of what took place: the same boards and sessions, and the Events
 * Guide as it was printed, with nothing to subscribe to or star.
 */
export default async function ProgramPage({ params }: Props) {
  const locale = await localeParam(params);
  const t = messages(locale).schedule;
  const { edition, schedules, programme: words } = localizedContent(locale);
  // Now and next follow the server's clock (SITE_DATE), read per request.
  const { offset, phase } = await siteClock();
  const over = phase === 'after';
  return (
    <>
      <PageBanner
        title={fill(t.title, { year: edition.year })}
        eyebrow={edition.placeAndDates}
        lead={
          over
            ? fill(t.pastLead, { length: edition.lengthAtStart, month: edition.month, year: edition.year })
            : fill(t.lead, { length: edition.lengthAtStart })
        }
      />
      <div className="container-page py-10 sm:py-14">
        <div className="mb-10 flex flex-col gap-3 rounded-xl bg-sand p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div className="max-w-xl">
            <p className="text-lg text-ink">
              {fill(over ? t.pastGuideIntro : t.guideIntro, { length: edition.length })}
            </p>
            {over ? null : (
              <CalendarLink href={calendarPathIn(locale, calendarPaths.conference)} className="mt-2">
                {t.calendarAll}
              </CalendarLink>
            )}
          </div>
          <EventsGuideDownload
            href={eventsGuidePdf.href}
            fileName={eventsGuidePdf.fileName}
            label={fill(over ? t.pastGuide : t.guide, { year: edition.year })}
            locale={locale}
          />
        </div>
        <div className="mb-6">
          <ProgrammeFilters
            listsId="programme-sessions"
            period={edition.length}
            tracks={options(words.trackLabels, new Set(programme.map((session) => session.track)))}
            formats={options(words.formatLabels, new Set(programme.map((session) => session.format)))}
          />
        </div>
        <div id="programme-sessions">
          <ProgramTabs
            overview={schedules.programmeBoards.overview}
            days={schedules.programmeBoards.days}
            listsId="programme-sessions"
            locale={locale}
            clockOffset={offset}
            record={over}
          />
        </div>
      </div>
      <RegisterServiceWorker area="programme" />
    </>
  );
}
