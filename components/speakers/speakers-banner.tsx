type SpeakersBannerProps = {
  title: string;
  /** The h1's id, for in-page anchors (Past Speakers keeps the original's "industries"). */
  headingId: string;
  eyebrow?: string;
  intro?: string;
};

/** The plum page banner of the speaker pages: gold eyebrow, big white h1, short intro. */
export function SpeakersBanner({ title, headingId, eyebrow, intro }: SpeakersBannerProps) {
  return (
    <div className="bg-plum text-white">
      <div className="container-page py-12 sm:py-16">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold">{eyebrow}</p> : null}
        <h1 id={headingId} className="mt-2 scroll-mt-20 text-4xl font-extrabold tracking-tight sm:text-5xl">
          {title}
        </h1>
        {intro ? <p className="mt-4 max-w-2xl text-lg text-white/90">{intro}</p> : null}
      </div>
    </div>
  );
}
