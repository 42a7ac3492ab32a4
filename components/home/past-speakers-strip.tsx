import 'server-only';
import { SpeakerCard } from '@/components/speakers/speaker-card';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { fill, messages } from '@/lib/i18n';
import { siteClock } from '@/lib/phase';
import { localePath } from '@/lib/routes';

/** How many speakers the strip shows. */
const STRIP_SPEAKERS = 8;

/**
 * Eight past speakers and the way to all of them. Once the edition is over it is the past too:
 * the strip shows its speakers, each card leading to the speaker's page, and the button leads
 * to /past-speakers, which lists them first.
 */
export async function PastSpeakersStrip({ locale }: { locale: Locale }) {
  const t = messages(locale).home;
  const over = (await siteClock()).phase === 'after';
  const { edition, speakers: people } = localizedContent(locale);
  const speakers = (over ? people.editionSpeakers : people.pastSpeakers).slice(0, STRIP_SPEAKERS);
  const title = over ? fill(t.speakersTitleAfter, { year: edition.year }) : t.speakersTitle;
  return (
    <section aria-labelledby="home-past-speakers" className="container-page py-20">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading eyebrow={t.speakersEyebrow} title={title} id="home-past-speakers" />
        <ButtonLink href={localePath(locale, '/past-speakers')} variant="outline-dark">
          {t.speakersAll}
        </ButtonLink>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-past-speakers">
        {speakers.map((speaker) => (
          <li key={speaker.src}>
            <SpeakerCard
              speaker={speaker}
              locale={locale}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
