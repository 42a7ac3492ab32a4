/**
 * The plum band with a large heading that opens every inner page. `children` go under the
 * lead (a call-to-action button, say). `region` names the band by its heading, making it a
 * landmark; leave it off where a section of the page already carries the same name. A detail
 * page adds `back` (the link to its list, above the heading) and `aside` (a portrait, beside the
 * heading from 768 px, under it on a phone).
 */
export function PageBanner({
  title,
  eyebrow,
  lead,
  id,
  children,
  region = false,
  back,
  aside,
  titleLang,
}: {
  title: React.ReactNode;
  eyebrow?: string;
  lead?: string;
  id?: string;
  children?: React.ReactNode;
  region?: boolean;
  back?: { href: string; label: string };
  aside?: React.ReactNode;
  /** The heading's and lead's language where it is not the page's (a name, an English title). */
  titleLang?: string;
}) {
  return (
    <section aria-labelledby={region ? id : undefined} className="relative overflow-hidden bg-plum text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-40 [background:radial-gradient(circle_at_85%_20%,#b8360f_0,transparent_45%),radial-gradient(circle_at_10%_90%,#0b6e4f_0,transparent_40%)]"
      />
      <div
        className={`container-page relative py-12 sm:py-16 lg:py-20 ${aside ? 'grid gap-8 md:grid-cols-[1fr_auto] md:items-center' : ''}`}
      >
        <div>
          {back ? (
            <p className="mb-4">
              <a
                href={back.href}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-white/90 underline underline-offset-4 hover:text-gold"
              >
                {back.label}
              </a>
            </p>
          ) : null}
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold">{eyebrow}</p>}
          <h1
            id={id}
            lang={titleLang}
            className="mt-2 max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl"
          >
            {title}
          </h1>
          {lead && (
            <p lang={titleLang} className="mt-4 max-w-2xl text-lg text-white/85">
              {lead}
            </p>
          )}
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
