import type { Metadata } from 'next';
import { permanentRedirect, redirect } from 'next/navigation';
import { ArticleBody } from '@/components/news/article-body';
import { ArticleHeader } from '@/components/news/article-header';
import { articles } from '@/content/news';
import { site } from '@/content/site';
import { resolveArticleParam } from '@/lib/content/news';
import { newsArticleJsonLd } from '@/lib/content/news-json-ld';
import { serializeJsonLd } from '@/lib/seo/event-json-ld';
import { siteUrl } from '@/lib/site-url';

type Props = { params: Promise<{ article: string }> };

/** The 8 canonical /news/{id}-{slug} pages are prerendered; any other value renders on request and redirects. */
export const dynamicParams = true;

export function generateStaticParams() {
  return articles.map((article) => ({ article: article.url.slice('/news/'.length) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolution = resolveArticleParam((await params).article, articles);
  // The page itself redirects; the metadata of a redirecting request is never shown.
  if (resolution.kind !== 'article') return { robots: { index: false } };
  const { article } = resolution;
  return {
    title: article.title,
    description: article.description,
    alternates: { canonical: article.url },
    openGraph: {
      type: 'article',
      siteName: site.name,
      locale: 'en_NG',
      title: article.title,
      description: article.description,
      url: article.url,
      publishedTime: article.date,
      section: article.category,
      images: [{ url: article.imageUrl, width: 1200, height: 675, alt: article.imageAlt }],
    },
    twitter: { card: 'summary_large_image', title: article.title, description: article.description, images: [article.imageUrl] },
  };
}

export default async function NewsArticlePage({ params }: Props) {
  const param = (await params).article;
  const resolution = resolveArticleParam(param, articles);
  if (resolution.kind === 'redirect') {
    // A bare id or a wrong slug has one right address (308); an unknown id goes to the list (307).
    // In a server component both replace the history entry on client-side navigations.
    if (resolution.location === '/news') redirect('/news');
    permanentRedirect(resolution.location);
  }
  const { article } = resolution;
  const base = siteUrl();
  const jsonLd = newsArticleJsonLd(article, base, { name: site.name, url: base });

  return (
    <div className="container-page py-10 sm:py-14">
      <article className="mx-auto max-w-3xl">
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
        <ArticleHeader article={article} />
        <ArticleBody
          blocks={article.content}
          context={{ articleUrl: `${base}${article.url}`, articleTitle: article.title }}
          className="mt-12"
        />
      </article>
    </div>
  );
}
