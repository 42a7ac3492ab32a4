import type { Sector } from '@/content/schemas/items';
import { LazyImage } from '@/components/ui/lazy-image';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/content/locales';
import { messages } from '@/lib/i18n';

export function SectorGrid({ sectors, locale }: { sectors: readonly Sector[]; locale: Locale }) {
  const t = messages(locale).home;
  return (
    <section aria-labelledby="home-sectors" className="bg-sand py-20">
      <div className="container-page">
        <SectionHeading eyebrow={t.sectorsEyebrow} title={t.sectorsTitle} id="home-sectors" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {sectors.map((sector) => (
            <li key={sector.title} className="group relative overflow-hidden rounded-2xl bg-ink text-white shadow-md">
              <LazyImage
                src={sector.image}
                alt=""
                width={800}
                height={600}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                imageClassName="transition-transform duration-500 group-hover:scale-105"
              />
              <div
                className="absolute inset-0 bg-gradient-to-t from-ink via-ink/50 to-transparent"
                aria-hidden="true"
              />
              <div className="absolute inset-x-0 bottom-0 p-6">
                <h3 className="text-2xl font-bold">{sector.title}</h3>
                <p className="mt-2 text-sm text-white/90">{sector.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
