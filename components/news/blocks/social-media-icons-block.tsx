import { SocialIcon, socialLabel } from '@/components/layout/social-icon';
import { site } from '@/content/site';
import type { BlockProps } from './types';

/** The event's own social channels, from content/site.ts. */
export function SocialMediaIconsBlock({ block }: BlockProps<'social-media-icons'>) {
  return (
    <div data-block="social-media-icons" className="space-y-3">
      {block.title ? <h2 className="text-xl font-bold">{block.title}</h2> : null}
      <ul className="flex flex-wrap gap-3" aria-label={block.title ? undefined : 'Social media'}>
        {site.socials.map((social) => (
          <li key={social.network}>
            <a
              href={social.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${site.name} on ${socialLabel(social.network)} (opens in a new tab)`}
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
