import { IntentLink as Link } from '@/components/ui/intent-link';
import { defaultLocale } from '@/content/locales';
import { messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';
import { Paragraphs } from './paragraphs';
import type { BlockProps } from './types';

export function StayUpdatedBlock({ block, context }: BlockProps<'stay-updated'>) {
  const locale = context.locale ?? defaultLocale;
  const t = messages(locale).news.blocks;
  return (
    <section data-block="stay-updated" className="rounded-2xl bg-gold px-6 py-8 text-ink sm:px-10">
      <h2 className="text-2xl font-extrabold sm:text-3xl">{block.title ?? t.stayUpdated}</h2>
      <div className="mt-3 space-y-3">
        <Paragraphs content={block.content} />
      </div>
      <Link
        href={localePath(locale, '/news')}
        className="mt-5 inline-block rounded-full bg-ink px-6 py-3 font-semibold text-white hover:bg-plum"
      >
        {t.readLatest}
      </Link>
    </section>
  );
}
