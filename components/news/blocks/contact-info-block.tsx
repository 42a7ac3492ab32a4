import { defaultLocale } from '@/content/locales';
import { phoneHref, site } from '@/content/site';
import { messages } from '@/lib/i18n';
import { BlockHeading } from './block-heading';
import { Paragraphs } from './paragraphs';
import type { BlockProps } from './types';

/** The event's contact details, from content/site.ts so they change in one place. */
export function ContactInfoBlock({ block, context }: BlockProps<'contact-info'>) {
  const t = messages(context.locale ?? defaultLocale).news.blocks;
  const link = 'font-medium text-brand-dark underline underline-offset-4 hover:text-brand';
  return (
    <section data-block="contact-info" className="space-y-4">
      <BlockHeading>{block.title ?? t.contactInfo}</BlockHeading>
      <Paragraphs content={block.content} />
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-bold text-plum">{t.telephone}</dt>
        <dd>
          <a href={phoneHref} className={link}>
            {site.contact.phone}
          </a>
        </dd>
        <dt className="font-bold text-plum">{t.email}</dt>
        <dd>
          <a href={`mailto:${site.contact.email}`} className={link}>
            {site.contact.email}
          </a>
        </dd>
        <dt className="font-bold text-plum">{t.venue}</dt>
        <dd>
          <address className="not-italic">
            {site.venue.name}, {site.venue.street}, {site.venue.locality}
          </address>
        </dd>
      </dl>
    </section>
  );
}
