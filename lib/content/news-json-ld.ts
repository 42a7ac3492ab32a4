import { defaultLocale, localeTags, type Locale } from '@/content/locales';
import { localeUrl } from '@/lib/seo/event-json-ld';
import type { Article } from './news';

/**
 * schema.org NewsArticle data for an article page; every URL absolute on the given site base.
 * On another language's page (`locale`) the article's URL is that page's (/fr/news/…); the
 * publisher's URL names the organisation, the same in every language, as the event's organiser's
 * does; the words are the page's language's (`inLanguage`).
 */
export function newsArticleJsonLd(
  article: Article,
  base: string,
  publisher: { name: string; url: string },
  locale: Locale = defaultLocale,
) {
  const url = localeUrl(base, locale, article.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    inLanguage: localeTags[locale].bcp47,
    description: article.description,
    image: [`${base}${article.imageUrl}`],
    datePublished: article.date,
    articleSection: article.category,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: { '@type': 'Organization', name: article.source, url: publisher.url },
    publisher: { '@type': 'Organization', name: publisher.name, url: publisher.url },
  };
}
