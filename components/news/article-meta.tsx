import { DotSeparated } from '@/components/ui/dot-separated';
import { defaultLocale, type Locale } from '@/content/locales';
import { formatArticleDate } from '@/lib/content/news';
import { formatDate } from '@/lib/i18n/format';

/**
 * Date, read time and source of an article, on a card or under the article title, in the page's
 * language.
 */
export function ArticleMeta({
  date,
  readTime,
  source,
  className = '',
  locale = defaultLocale,
}: {
  date: string;
  readTime: string;
  source: string;
  className?: string;
  locale?: Locale;
}) {
  return (
    <DotSeparated className={`gap-y-1 text-sm ${className}`}>
      <time dateTime={date} data-field="date">
        {locale === defaultLocale
          ? formatArticleDate(date)
          : formatDate(locale, date, { day: 'numeric', month: 'long', year: 'numeric' })}
      </time>
      <span data-field="read-time">{readTime}</span>
      <span data-field="source">{source}</span>
    </DotSeparated>
  );
}
