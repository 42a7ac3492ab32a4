import { formatArticleDate } from '@/lib/content/news';

/** Date, read time and source of an article, on a card or under the article title. */
export function ArticleMeta({ date, readTime, source, className = '' }: { date: string; readTime: string; source: string; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm ${className}`}>
      <time dateTime={date} data-field="date">
        {formatArticleDate(date)}
      </time>
      <span aria-hidden="true">·</span>
      <span data-field="read-time">{readTime}</span>
      <span aria-hidden="true">·</span>
      <span data-field="source">{source}</span>
    </p>
  );
}
