import type { Metadata } from 'next';
import { permanentRedirect, redirect } from 'next/navigation';
import { ArticleBody } from '@/components/news/article-body';
import { ArticleHeader } from '@/components/news/article-header';
import { articles } from '@/content/news';
import { localizedContent } from '@/content/localized';
import { localeParam } from '@/lib/i18n/params';
import { localePath } from '@/lib/routes';
import { localeAlternatesMetadata, openGraphSite } from '@/lib/seo/page-metadata';
import { resolveArticleParam, type Article } from '@/lib/content/news';
import type { Locale } from '@/content/locales';
import { newsArticleJsonLd } from '@/lib/content/news-json-ld';
import { localeUrl, serializeJsonLd } from '@/lib/seo/event-json-ld';
import { siteUrl } from '@/lib/site-url';

/** The article of this id in the page's language. */
function translated(locale: Locale, article: Article): Article {
  return localizedContent(locale).news.articles.find((candidate) => candidate.id === article.id) ?? article;
}

type Props = { params: Promise<{ locale: string; article: string }> };

/** The 8 canonical /news/{id}-{slug} pages are prerendered; any other value renders on request and redirects. */
export const dynamicParams = true;

export function generateStaticParams() {
  return articles.map((article) => ({ article: article.url.slice('/news/'.length) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const resolution = resolveArticleParam((await params).article, articles);
  // The page itself redirects; the metadata of a redirecting request is never shown.
  if (resolution.kind !== 'article') return { robots: { index: false } };
  // The address is the same in every language; the words are the page's language's.
  const article = translated(locale, resolution.article);
  return {
    title: article.title,
    description: article.description,
    alternates: localeAlternatesMetadata(locale, article.url),
    openGraph: {
      ...openGraphSite(locale, 'article'),
      title: article.title,
      description: article.description,
      url: localePath(locale, article.url),
      publishedTime: article.date,
      section: article.category,
      images: [{ url: article.imageUrl, width: 1200, height: 675, alt: article.imageAlt }],
    },
    twitter: {
      card: 'summary_large_image',
      title: article.title,
      description: article.description,
      images: [article.imageUrl],
    },
  };
}

export default async function NewsArticlePage({ params }: Props) {
  const locale = await localeParam(params);
  const param = (await params).article;
  const resolution = resolveArticleParam(param, articles);
  if (resolution.kind === 'redirect') {
    // A bare id or a wrong slug has one right address (308); an unknown id goes to the list (307).
    // In a server component both replace the history entry on client-side navigations.
    if (resolution.location === '/news') redirect(localePath(locale, '/news'));
    permanentRedirect(localePath(locale, resolution.location));
  }
  const article = translated(locale, resolution.article);
  const base = siteUrl();
  const jsonLd = newsArticleJsonLd(article, base, { name: localizedContent(locale).site.name, url: base }, locale);

  return (
    <div className="container-page py-10 sm:py-14">
      <article className="mx-auto max-w-3xl">
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
        <ArticleHeader article={article} locale={locale} />
        <ArticleBody
          blocks={article.content}
          context={{ articleUrl: localeUrl(base, locale, article.url), articleTitle: article.title, locale }}
          className="mt-12"
        />
      </article>
    </div>
  );
}
