import { site } from '@/content/site';
import { edition } from '@/lib/edition';

/**
 * The ACM mark: three stacked bars in the brand colours beside the wordmark. `wordmarkClassName`: a
 * language whose menu is longer hides the words on the widths where the menu needs their room (read
 * by screen readers still).
 */
export function Logo({ className = '', wordmarkClassName = '' }: { className?: string; wordmarkClassName?: string }) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 40 40" className="h-9 w-9 shrink-0">
        <rect width="40" height="40" rx="9" fill="#f5b700" />
        <path d="M9 30 18 10h4l9 20h-4.6l-2-4.6h-8.8L13.6 30Zm8.2-8.4h5.6L20 15Z" fill="#2d0f3f" />
        <rect x="9" y="32" width="22" height="2.4" rx="1.2" fill="#b8360f" />
      </svg>
      <span className={`flex flex-col leading-none ${wordmarkClassName}`}>
        <span className="font-display text-[1.05rem] font-bold tracking-tight whitespace-nowrap">{site.name}</span>
        <span className="mt-0.5 text-[0.7rem] font-medium uppercase tracking-[0.2em] text-gold">
          Lagos {edition.year}
        </span>
      </span>
    </span>
  );
}
