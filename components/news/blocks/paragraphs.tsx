import { asList, type TextContent } from '@/lib/content/news';

/** A block's content as paragraphs: one string is one paragraph, a list is several. */
export function Paragraphs({
  content,
  className = 'text-lg leading-relaxed',
}: {
  content?: TextContent;
  className?: string;
}) {
  return asList(content).map((paragraph, index) => (
    <p key={index} className={className}>
      {paragraph}
    </p>
  ));
}
