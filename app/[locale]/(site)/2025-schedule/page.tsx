import { CalendarLink } from '@/components/programme/calendar-link';
import { ProgrammeFilters } from '@/components/programme/programme-filters';
import { RegisterServiceWorker } from '@/components/programme/register-service-worker';
import { EventsGuideDownload } from '@/components/schedule/events-guide-download';
import { ProgramTabs } from '@/components/schedule/program-tabs';
import { PageBanner } from '@/components/ui/page-banner';
import { programme } from '@/content/programme';
import { eventsGuidePdf, programmeBoards } from '@/content/schedules';
import { site } from '@/content/site';
import { calendarPaths, formatLabels, trackLabels } from '@/lib/programme';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { edition } from '@/lib/edition';

const title = `${edition.year} Event Program`;
const description = `The programme of ${edition.title}, ${edition.dates} in ${site.venue.locality}: the ${edition.length} at a glance, its ${programme.length} sessions to filter, star and add to your calendar, and the Events Guide to download as a PDF.`;

export const metadata = pageMetadata({ title, description, path: '/2025-schedule' });

/** The options that some session uses, in the labels' order. */
function options<K extends string>(labels: Record<K, string>, used: Set<string>) {
  return (Object.keys(labels) as K[]).filter((key) => used.has(key)).map((key) => ({ value: key, label: labels[key] }));
}

export default function ProgramPage() {
  return (
    <>
      <PageBanner
        title={title}
        eyebrow={edition.placeAndDates}
        lead={`${edition.lengthAtStart} of summits, showcases, the marketplace and the art exhibition. Take the full guide with you.`}
      />
      <div className="container-page py-10 sm:py-14">
        <div className="mb-10 flex flex-col gap-3 rounded-xl bg-sand p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div className="max-w-xl">
            <p className="text-lg text-ink">Every session, venue and partner event of the {edition.length} in one printable guide.</p>
            <CalendarLink href={calendarPaths.conference} className="mt-2">
              Add the whole programme to your calendar (.ics)
            </CalendarLink>
          </div>
          <EventsGuideDownload href={eventsGuidePdf.href} fileName={eventsGuidePdf.fileName} year={edition.year} />
        </div>
        <div className="mb-6">
          <ProgrammeFilters
            listsId="programme-sessions"
            period={edition.length}
            tracks={options(trackLabels, new Set(programme.map((session) => session.track)))}
            formats={options(formatLabels, new Set(programme.map((session) => session.format)))}
          />
        </div>
        <div id="programme-sessions">
          <ProgramTabs overview={programmeBoards.overview} days={programmeBoards.days} listsId="programme-sessions" />
        </div>
      </div>
      <RegisterServiceWorker area="programme" />
    </>
  );
}
