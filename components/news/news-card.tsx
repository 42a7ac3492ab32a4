import { IntentLink as Link } from '@/components/ui/intent-link';
import { LazyImage } from '@/components/ui/lazy-image';
import { defaultLocale, type Locale } from '@/content/locales';
import type { Article } from '@/lib/content/news';
import { fill, messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';
import { ArticleMeta } from './article-meta';

/** A news list card. The whole card is clickable through the Read More link's stretched area. */
export function NewsCard({
  article,
  priority = false,
  locale = defaultLocale,
}: {
  article: Article;
  priority?: boolean;
  locale?: Locale;
}) {
  const t = messages(locale).news;
  return (
    <article
      data-testid="news-card"
      className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10 transition hover:shadow-lg"
    >
      <LazyImage
        src={article.imageUrl}
        alt={article.imageAlt}
        width={1200}
        height={675}
        sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        priority={priority}
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p data-field="category" className="text-xs font-bold uppercase tracking-widest text-brand">
          {article.category}
        </p>
        {/* Three lines reserved: a title the fallback face sets on two lines and Space Grotesk on
            three (or the reverse) keeps the date and summary where they were when the face swaps in. */}
        <h2 className="min-h-[3lh] text-xl font-bold leading-snug text-ink">{article.title}</h2>
        <ArticleMeta
          date={article.date}
          readTime={article.readTime}
          source={article.source}
          className="text-muted"
          locale={locale}
        />
        <p data-field="description" className="leading-relaxed text-ink/85">
          {article.description}
        </p>
        <Link
          href={localePath(locale, article.url)}
          className="mt-auto inline-flex items-center gap-2 self-start pt-2 font-semibold text-brand-dark after:absolute after:inset-0 after:content-[''] hover:text-brand group-hover:underline"
        >
          <span>
            {t.readMore}
            <span className="sr-only">{fill(t.readMoreSuffix, { title: article.title })}</span>
          </span>
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
