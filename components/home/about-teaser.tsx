import { home } from '@/content/home';
import { ButtonLink } from '@/components/ui/button-link';
import { LazyImage } from '@/components/ui/lazy-image';
import { SectionHeading } from '@/components/ui/section-heading';

export function AboutTeaser() {
  const { about } = home;
  return (
    <section aria-labelledby="home-about" className="container-page grid items-center gap-10 py-20 lg:grid-cols-2">
      <div>
        <SectionHeading eyebrow="About ACM" title={about.heading} id="home-about" />
        {about.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className="mt-5 text-lg leading-relaxed text-muted">{paragraph}</p>
        ))}
        <div className="mt-8">
          <ButtonLink href="/about" variant="dark">
            {/* The suffix gives the link a descriptive name (Lighthouse flags a bare "Learn More"). */}
            Learn More<span className="sr-only"> about Africa Creative Market</span>
          </ButtonLink>
        </div>
      </div>
      <LazyImage src={about.image} alt={about.imageAlt} width={1200} height={900} sizes="(min-width: 1024px) 50vw, 100vw" className="rounded-2xl shadow-xl" />
    </section>
  );
}
