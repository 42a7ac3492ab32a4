import { EventsGuideDownload } from '@/components/schedule/events-guide-download';
import { ProgramTabs } from '@/components/schedule/program-tabs';
import { PageBanner } from '@/components/ui/page-banner';
import { eventsGuidePdf, program2025 } from '@/content/schedules';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { edition } from '@/lib/edition';

const title = '2025 Event Program';
const description = `The programme of ${site.name} ${edition.year}, ${edition.dates} in ${site.venue.locality}: the four days at a glance, each day's sessions, and the Events Guide to download as a PDF.`;

export const metadata = pageMetadata({ title, description, path: '/2025-schedule' });

export default function ProgramPage() {
  return (
    <>
      <PageBanner
        title={title}
        eyebrow={edition.placeAndDates}
        lead="Four days of summits, showcases, the marketplace and the art exhibition. Take the full guide with you."
      />
      <div className="container-page py-10 sm:py-14">
        <div className="mb-10 flex flex-col gap-3 rounded-xl bg-sand p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <p className="max-w-xl text-lg text-ink">Every session, venue and partner event of the four days in one printable guide.</p>
          <EventsGuideDownload href={eventsGuidePdf.href} fileName={eventsGuidePdf.fileName} />
        </div>
        <ProgramTabs overview={program2025.overview} days={program2025.days} />
      </div>
    </>
  );
}
