/** A plum band with the page's h1 and an optional gold eyebrow (the site's page banner style). */
export function PageBanner({ title, eyebrow, children }: { title: string; eyebrow?: string; children?: React.ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-plum text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgba(245,183,0,0.18),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(184,54,15,0.35),transparent_50%)]" />
      <div className="container-page relative py-14 sm:py-20">
        {eyebrow ? <p className="text-sm font-bold uppercase tracking-widest text-gold">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-lg text-white/90">{children}</div> : null}
      </div>
    </section>
  );
}
