import { PastScheduleTabs } from '@/components/schedule/past-schedule-tabs';
import { PageBanner } from '@/components/ui/page-banner';
import { pastScheduleDays } from '@/content/schedules';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { edition } from '@/lib/edition';

const title = 'Past Event Schedule';
const description = `The day-by-day schedule of ${site.name} ${edition.previousYear}: sessions, speakers and venues of all four days, as images and as text.`;

export const metadata = pageMetadata({ title, description, path: '/past-schedule' });

export default function PastSchedulePage() {
  return (
    <>
      <PageBanner
        title={title}
        eyebrow={`${site.name} ${edition.previousYear}`}
        lead="How the last edition ran, day by day. Each schedule board can also be read as text."
      />
      <div className="container-page py-10 sm:py-14">
        <PastScheduleTabs days={pastScheduleDays} />
      </div>
    </>
  );
}
