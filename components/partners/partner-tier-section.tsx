import { LazyImage } from '@/components/ui/lazy-image';
import type { PartnerLogo } from '@/content/schemas/items';
import type { PartnerTier } from '@/content/schemas/partners';
import { defaultLocale, type Locale } from '@/content/locales';
import { messages } from '@/lib/i18n';

type PartnerTierSectionProps = {
  tier: PartnerTier;
  /** h2 on the Partners page; h3 where the tiers sit under a section heading (home page). */
  headingLevel?: 'h2' | 'h3';
  /**
   * How many logos load at once instead of on scroll: the Diamond logo sits on a phone's first
   * screen of /partners and is its largest element, so waiting for hydration would delay LCP.
   */
  priorityLogos?: number;
  locale?: Locale;
};

// A lone logo (the Diamond tier) is shown larger; other tiers fill 2 to 6 columns.
const itemWidth =
  'w-[calc(50%-0.5rem)] sm:w-[calc(33.333%-0.667rem)] md:w-[calc(25%-0.75rem)] lg:w-[calc(16.666%-0.834rem)]';
const itemSizes =
  '(min-width: 1280px) 200px, (min-width: 1024px) 16vw, (min-width: 768px) 25vw, (min-width: 640px) 33vw, 50vw';
const featuredWidth = 'w-full max-w-sm';
const featuredSizes = '(min-width: 640px) 384px, 100vw';

function Logo({
  logo,
  sizes,
  priority,
  newTab,
}: {
  logo: PartnerLogo;
  sizes: string;
  priority: boolean;
  /** " (opens in a new tab)" in the page's language. */ newTab: string;
}) {
  const image = (
    <LazyImage
      src={logo.image}
      alt={logo.alt}
      width={600}
      height={300}
      sizes={sizes}
      priority={priority}
      className="rounded-md"
    />
  );
  if (!logo.url) return <div className="rounded-lg border border-neutral-200 bg-white p-2">{image}</div>;
  return (
    // Named by what it shows, the logo's alt text (the image's box carries it before the image
    // loads, and with "image unavailable" if it fails), then the new-tab note: a label of its
    // own would leave out what is shown when the logo fails (WCAG 2.5.3, label in name).
    <a
      href={logo.url}
      target="_blank"
      rel="noopener noreferrer"
      className="block rounded-lg border border-neutral-200 bg-white p-2 transition hover:border-brand hover:shadow-md"
    >
      {image}
      <span className="sr-only">{newTab}</span>
    </a>
  );
}

/** One partner tier: its heading and a centred, wrapping grid of logos. */
export function PartnerTierSection({
  tier,
  headingLevel = 'h2',
  priorityLogos = 0,
  locale = defaultLocale,
}: PartnerTierSectionProps) {
  const Heading = headingLevel;
  const headingId = `partners-${tier.id}`;
  const featured = tier.logos.length === 1;
  return (
    <section aria-labelledby={headingId} data-tier={tier.id}>
      <Heading id={headingId} className="text-center text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        {tier.heading}
      </Heading>
      <ul role="list" className="mt-6 flex flex-wrap justify-center gap-4">
        {tier.logos.map((logo, index) => (
          <li key={logo.image} className={featured ? featuredWidth : itemWidth}>
            <Logo
              logo={logo}
              sizes={featured ? featuredSizes : itemSizes}
              priority={index < priorityLogos}
              newTab={messages(locale).common.opensInNewTab}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
