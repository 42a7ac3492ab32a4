import { articleSchema } from '@/content/schemas/news';
import { serializeJsonLd } from '@/lib/seo/event-json-ld';
import { newsArticleJsonLd } from './news-json-ld';

const article = articleSchema.parse({
  id: 2,
  title: 'Gala </script> Night',
  source: 'ACM Newsroom',
  date: '2025-08-19',
  description: 'An evening for 300 guests.',
  category: 'Art & Culture',
  readTime: '4 min read',
  imageUrl: '/media/news/article-2.webp',
  imageAlt: 'Guests at the gala',
  content: [],
});

describe('newsArticleJsonLd', () => {
  it('describes the article with absolute URLs', () => {
    const data = newsArticleJsonLd(article, 'https://example.org', { name: 'ACM', url: 'https://example.org' });
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Gala </script> Night',
      datePublished: '2025-08-19',
      image: ['https://example.org/media/news/article-2.webp'],
      url: 'https://example.org/news/2-gala-script-night',
      mainEntityOfPage: { '@id': 'https://example.org/news/2-gala-script-night' },
      publisher: { name: 'ACM', url: 'https://example.org' },
    });
  });

  it('on a French page, names the French page and its language (the publisher the same)', () => {
    const data = newsArticleJsonLd(article, 'https://example.org', { name: 'ACM', url: 'https://example.org' }, 'fr');
    expect(data).toMatchObject({
      inLanguage: 'fr',
      url: 'https://example.org/fr/news/2-gala-script-night',
      mainEntityOfPage: { '@id': 'https://example.org/fr/news/2-gala-script-night' },
      publisher: { name: 'ACM', url: 'https://example.org' },
      // The image is a file, the same in every language.
      image: ['https://example.org/media/news/article-2.webp'],
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so the data cannot end the script element, and stays valid JSON', () => {
    const json = serializeJsonLd({ headline: 'a </script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ headline: 'a </script><script>alert(1)</script>' });
  });
});
