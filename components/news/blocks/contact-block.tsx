import { IntentLink as Link } from '@/components/ui/intent-link';
import { defaultLocale } from '@/content/locales';
import { phoneHref, site } from '@/content/site';
import { fill, messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';
import { Paragraphs } from './paragraphs';
import type { BlockProps } from './types';

/** An invitation to get in touch: e-mail, telephone (from content/site.ts) and the contact page. */
export function ContactBlock({ block, context }: BlockProps<'contact'>) {
  const t = messages(context.locale ?? defaultLocale).news.blocks;
  const action = 'inline-block rounded-full px-5 py-2.5 font-semibold';
  return (
    <section data-block="contact" className="space-y-4 rounded-2xl bg-plum px-6 py-8 text-white sm:px-10">
      <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{block.title ?? t.contactUs}</h2>
      <Paragraphs content={block.content} className="text-lg leading-relaxed text-white/90" />
      <div className="flex flex-wrap gap-3">
        <a href={`mailto:${site.contact.email}`} className={`${action} bg-gold text-ink hover:bg-white`}>
          {fill(t.emailAction, { email: site.contact.email })}
        </a>
        <a href={phoneHref} className={`${action} bg-white text-plum hover:bg-gold hover:text-ink`}>
          {fill(t.callAction, { phone: site.contact.phone })}
        </a>
        <Link
          href={localePath(context.locale ?? defaultLocale, '/contact')}
          className={`${action} border-2 border-white text-white hover:bg-white hover:text-plum`}
        >
          {t.contactForm}
        </Link>
      </div>
    </section>
  );
}
