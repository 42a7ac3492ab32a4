import { asList } from '@/lib/content/news';
import { linkify } from '@/lib/content/linkify';
import { BlockHeading } from './block-heading';
import type { BlockProps } from './types';

/** Running text whose web addresses become external links (new tab, no opener, no referrer). */
export function TextWithLinksBlock({ block }: BlockProps<'text-with-links'>) {
  return (
    <div data-block="text-with-links" className="space-y-4">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      {asList(block.content).map((paragraph, index) => (
        <p key={index} className="text-lg leading-relaxed">
          {linkify(paragraph).map((segment, i) =>
            segment.kind === 'text' ? (
              segment.text
            ) : (
              <a
                key={i}
                href={segment.href}
                target="_blank"
                rel="noopener noreferrer"
                className="break-words font-medium text-brand-dark underline underline-offset-4 hover:text-brand"
              >
                {segment.text}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
