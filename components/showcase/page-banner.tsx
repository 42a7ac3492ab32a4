type PageBannerProps = {
  title: string;
  eyebrow?: string;
  intro?: string;
};

/** The plum page banner: gold eyebrow, the page's one h1 in big white type, a short intro. */
export function PageBanner({ title, eyebrow, intro }: PageBannerProps) {
  return (
    <div className="bg-plum text-white">
      <div className="container-page py-12 sm:py-16">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-2xl text-lg text-white/90">{intro}</p> : null}
      </div>
    </div>
  );
}
