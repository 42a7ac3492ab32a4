import { asList } from '@/lib/content/news';
import type { BlockProps } from './types';

/** The edition's theme: a small label above the theme itself, both in one heading. */
export function ThemeHeadingBlock({ block }: BlockProps<'theme-heading'>) {
  const theme = asList(block.content).join(' ');
  return (
    <div data-block="theme-heading" className="rounded-2xl bg-plum px-6 py-8 text-center sm:px-10">
      <h2>
        <span className="block text-sm font-bold uppercase tracking-[0.2em] text-gold">{block.title}</span>
        {theme ? (
          <span className="mt-3 block text-3xl font-extrabold leading-tight text-white sm:text-4xl">{theme}</span>
        ) : null}
      </h2>
    </div>
  );
}
