import { IntentLink as Link } from '@/components/ui/intent-link';
import { LazyImage } from '@/components/ui/lazy-image';
import { defaultLocale, localeTags, type Locale } from '@/content/locales';
import type { Article } from '@/lib/content/news';
import { messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';
import { ArticleMeta } from './article-meta';

/**
 * Back link, category, title, date, read time, source and the hero image of an article. On another
 * language's page the article (in English, not translated) is marked lang="en" by the page; the way
 * back to the news is the page's language's, and says so (`lang`).
 */
export function ArticleHeader({ article, locale = defaultLocale }: { article: Article; locale?: Locale }) {
  return (
    <header className="space-y-6">
      <Link
        href={localePath(locale, '/news')}
        lang={locale === defaultLocale ? undefined : localeTags[locale].bcp47}
        className="inline-flex items-center gap-2 py-1 font-semibold text-brand-dark hover:text-brand hover:underline"
      >
        <span aria-hidden="true">←</span> {messages(locale).news.back}
      </Link>
      <p data-field="category" className="text-sm font-bold uppercase tracking-widest text-brand">
        {article.category}
      </p>
      <h1 className="text-3xl font-extrabold leading-tight tracking-tight text-plum sm:text-4xl lg:text-5xl">
        {article.title}
      </h1>
      <ArticleMeta
        date={article.date}
        readTime={article.readTime}
        source={article.source}
        className="text-base text-muted"
      />
      <LazyImage
        src={article.imageUrl}
        alt={article.imageAlt}
        width={1200}
        height={675}
        sizes="(min-width: 832px) 768px, 100vw"
        priority
        className="rounded-2xl"
      />
    </header>
  );
}
