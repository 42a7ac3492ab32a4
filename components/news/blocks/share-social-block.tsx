import { SocialIcon } from '@/components/layout/social-icon';
import { defaultLocale } from '@/content/locales';
import { fill, messages } from '@/lib/i18n';
import type { BlockProps } from './types';

type Share = { name: string; href: (url: string, title: string) => string; icon: React.ReactNode };

const mailIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </svg>
);

const shares: Share[] = [
  {
    name: 'Facebook',
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    icon: <SocialIcon network="facebook" />,
  },
  {
    name: 'X (Twitter)',
    href: (url, title) => `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    icon: <SocialIcon network="x" />,
  },
  {
    name: 'LinkedIn',
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    icon: <SocialIcon network="linkedin" />,
  },
];

/** Share links for this article: plain links to each network's share page, no scripts. */
export function ShareSocialBlock({ block, context }: BlockProps<'share-social'>) {
  const { articleUrl, articleTitle } = context;
  const t = messages(context.locale ?? defaultLocale).news.blocks;
  return (
    <div data-block="share-social" className="space-y-3">
      <h2 className="text-xl font-bold">{block.title ?? t.share}</h2>
      <ul className="flex flex-wrap gap-3">
        {shares.map((share) => (
          <li key={share.name}>
            <a
              href={share.href(articleUrl, articleTitle)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fill(t.shareOn, { network: share.name })}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full border-2 border-plum text-plum transition hover:bg-plum hover:text-white"
            >
              {share.icon}
            </a>
          </li>
        ))}
        <li>
          <a
            href={`mailto:?subject=${encodeURIComponent(articleTitle)}&body=${encodeURIComponent(articleUrl)}`}
            aria-label={t.shareByEmail}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full border-2 border-plum text-plum transition hover:bg-plum hover:text-white"
          >
            {mailIcon}
          </a>
        </li>
      </ul>
    </div>
  );
}
