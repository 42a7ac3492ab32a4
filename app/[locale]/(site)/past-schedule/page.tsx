import type { Metadata } from 'next';
import { PastScheduleTabs } from '@/components/schedule/past-schedule-tabs';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { fill, messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = messages(locale).pastSchedule;
  const { site, edition } = localizedContent(locale);
  return pageMetadata({
    locale,
    title: t.title,
    description: fill(t.description, { name: site.name, year: edition.previousYear }),
    path: '/past-schedule',
  });
}

export default async function PastSchedulePage({ params }: Props) {
  const locale = await localeParam(params);
  const t = messages(locale).pastSchedule;
  const { site, edition, schedules } = localizedContent(locale);
  return (
    <>
      <PageBanner
        title={t.title}
        eyebrow={`${site.name} ${edition.previousYear}`}
        lead={fill(t.lead, { year: edition.previousYear })}
      />
      <div className="container-page py-10 sm:py-14">
        <PastScheduleTabs days={schedules.pastScheduleDays} label={t.tabsLabel} texts={messages(locale).schedule} />
      </div>
    </>
  );
}
