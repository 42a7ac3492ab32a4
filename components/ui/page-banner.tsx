/**
 * The plum band with a large heading that opens every inner page. `children` go under the
 * lead (a call-to-action button, say). `region` names the band by its heading, making it a
 * landmark; leave it off where a section of the page already carries the same name.
 */
export function PageBanner({
  title,
  eyebrow,
  lead,
  id,
  children,
  region = false,
}: {
  title: React.ReactNode;
  eyebrow?: string;
  lead?: string;
  id?: string;
  children?: React.ReactNode;
  region?: boolean;
}) {
  return (
    <section aria-labelledby={region ? id : undefined} className="relative overflow-hidden bg-plum text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-40 [background:radial-gradient(circle_at_85%_20%,#b8360f_0,transparent_45%),radial-gradient(circle_at_10%_90%,#0b6e4f_0,transparent_40%)]"
      />
      <div className="container-page relative py-14 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold">{eyebrow}</p>}
        <h1 id={id} className="mt-2 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        {lead && <p className="mt-4 max-w-2xl text-lg text-white/85">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
