import { IntentLink as Link } from '@/components/ui/intent-link';
import { defaultLocale } from '@/content/locales';
import { site } from '@/content/site';
import { fill, messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';
import { BlockHeading } from './block-heading';
import { Paragraphs } from './paragraphs';
import type { BlockProps } from './types';

/** The about-the-event box; without content of its own it tells the site's description. */
export function AboutAcmBlock({ block, context }: BlockProps<'about-acm'>) {
  const locale = context.locale ?? defaultLocale;
  const t = messages(locale).news.blocks;
  return (
    <section data-block="about-acm" className="space-y-4 rounded-2xl bg-sand p-6 sm:p-8">
      <BlockHeading>{block.title ?? fill(t.aboutTitle, { name: site.name })}</BlockHeading>
      <Paragraphs content={block.content ?? site.description} />
      <Link
        href={localePath(locale, '/about')}
        className="inline-block font-semibold text-brand-dark underline underline-offset-4 hover:text-brand"
      >
        {fill(t.moreAbout, { name: site.name })}
      </Link>
    </section>
  );
}
