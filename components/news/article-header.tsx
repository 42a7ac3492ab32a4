import { IntentLink as Link } from '@/components/ui/intent-link';
import { LazyImage } from '@/components/ui/lazy-image';
import { defaultLocale, type Locale } from '@/content/locales';
import type { Article } from '@/lib/content/news';
import { messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';
import { ArticleMeta } from './article-meta';

/** Back link, category, title, date, read time, source and the hero image of an article. */
export function ArticleHeader({ article, locale = defaultLocale }: { article: Article; locale?: Locale }) {
  return (
    <header className="space-y-6">
      <Link
        href={localePath(locale, '/news')}
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
        locale={locale}
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
