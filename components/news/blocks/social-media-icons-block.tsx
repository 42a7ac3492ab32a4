import { SocialIcon, socialLabel } from '@/components/layout/social-icon';
import { site } from '@/content/site';
import { defaultLocale } from '@/content/locales';
import { fill, messages } from '@/lib/i18n';
import type { BlockProps } from './types';

/** The event's own social channels, from content/site.ts. */
export function SocialMediaIconsBlock({ block, context }: BlockProps<'social-media-icons'>) {
  const t = messages(context.locale ?? defaultLocale).news.blocks;
  return (
    <div data-block="social-media-icons" className="space-y-3">
      {block.title ? <h2 className="text-xl font-bold">{block.title}</h2> : null}
      <ul className="flex flex-wrap gap-3" aria-label={block.title ? undefined : t.socialMedia}>
        {site.socials.map((social) => (
          <li key={social.network}>
            <a
              href={social.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fill(t.socialOn, { name: site.name, network: socialLabel(social.network) })}
              data-network={social.network}
              className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-plum text-white transition hover:bg-brand"
            >
              <SocialIcon network={social.network} className="h-6 w-6" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
