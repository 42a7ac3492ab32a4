import { SpeakerCard } from '@/components/speakers/speaker-card';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Speaker } from '@/content/schemas/speakers';

export function PastSpeakersStrip({ speakers }: { speakers: Speaker[] }) {
  return (
    <section aria-labelledby="home-past-speakers" className="container-page py-20">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading eyebrow="Voices of ACM" title="Past Speakers" id="home-past-speakers" />
        <ButtonLink href="/past-speakers" variant="outline-dark">View all past speakers</ButtonLink>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-past-speakers">
        {speakers.map((speaker) => (
          <li key={speaker.src}>
            <SpeakerCard speaker={speaker} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" />
          </li>
        ))}
      </ul>
    </section>
  );
}
