/** What the content writes between the parts of such a line ("16-19 September 2025 · Lagos"). */
const SEPARATOR = ' · ';

/**
 * Parts of a line separated by a middle dot that never dangles at a line's end or starts a line:
 * the dots are drawn in the gaps between the parts and clipped where a part begins a line
 * (`.dot-separated`, app/site.inline.css). `text` is split at its " · "; `children` are parts
 * already.
 */
export function DotSeparated({
  text,
  children,
  className = '',
  as: Tag = 'p',
}: {
  text?: string;
  children?: React.ReactNode;
  className?: string;
  as?: 'p' | 'span' | 'div';
}) {
  const parts = text === undefined ? children : text.split(SEPARATOR).map((part) => <span key={part}>{part}</span>);
  return <Tag className={`dot-separated ${className}`}>{parts}</Tag>;
}
