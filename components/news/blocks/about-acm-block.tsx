import { IntentLink as Link } from '@/components/ui/intent-link';
import { site } from '@/content/site';
import { BlockHeading } from './block-heading';
import { Paragraphs } from './paragraphs';
import type { BlockProps } from './types';

/** The about-the-event box; without content of its own it tells the site's description. */
export function AboutAcmBlock({ block }: BlockProps<'about-acm'>) {
  return (
    <section data-block="about-acm" className="space-y-4 rounded-2xl bg-sand p-6 sm:p-8">
      <BlockHeading>{block.title ?? `About ${site.name}`}</BlockHeading>
      <Paragraphs content={block.content ?? site.description} />
      <Link
        href="/about"
        className="inline-block font-semibold text-brand-dark underline underline-offset-4 hover:text-brand"
      >
        More about {site.name}
      </Link>
    </section>
  );
}
