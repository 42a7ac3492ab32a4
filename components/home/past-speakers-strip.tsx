import { SpeakerCard } from '@/components/speakers/speaker-card';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Speaker } from '@/content/schemas/speakers';
import type { Locale } from '@/content/locales';
import { messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';

export function PastSpeakersStrip({ speakers, locale }: { speakers: readonly Speaker[]; locale: Locale }) {
  const t = messages(locale).home;
  return (
    <section aria-labelledby="home-past-speakers" className="container-page py-20">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading eyebrow={t.speakersEyebrow} title={t.speakersTitle} id="home-past-speakers" />
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
