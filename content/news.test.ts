import { existsSync } from 'node:fs';
import path from 'node:path';
import { articles as frArticles } from './fr/news';
import { articles, articlesNewestFirst } from './news';
import { asList, blockTypes, type BlockOf } from './schemas/news';
import { slugify } from './schemas/slug';

describe('content/news.ts', () => {
  it('has exactly 8 articles with ids 1 to 8 in order', () => {
    expect(articles.map((article) => article.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('lists the articles newest first, the review of the edition at the top', () => {
    expect(articlesNewestFirst.map((article) => article.id)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(articlesNewestFirst[0].title).toMatch(/^ACM 2025 in Review/);
    const dates = articlesNewestFirst.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('has the categories in order', () => {
    expect(articles.map((article) => article.category)).toEqual([
      'Event Preview',
      'Art & Culture',
      'Digital Media',
      'Legal & Business',
      'Photography',
      'Creative Industry',
      'Film & Cinema',
      'Event Coverage',
    ]);
  });

  it('gives every article a body of several blocks with running text, in both languages', () => {
    for (const list of [articles, frArticles]) {
      for (const article of list) {
        expect(article.content.length).toBeGreaterThan(4);
        const words = article.content
          .flatMap((block) => ('content' in block && block.content ? asList(block.content) : []))
          .join(' ')
          .split(/\s+/).length;
        expect(words).toBeGreaterThan(150);
      }
    }
  });

  it('has the French article of every English one, at the same address', () => {
    expect(frArticles.map((article) => [article.id, article.url, article.date])).toEqual(
      articles.map((article) => [article.id, article.url, article.date]),
    );
    for (const [index, article] of frArticles.entries()) {
      expect(article.title).not.toBe(articles[index].title);
      expect(article.content.map((block) => block.type)).toEqual(articles[index].content.map((block) => block.type));
    }
  });

  it('speaks before the edition in the articles published before it', () => {
    const opening = '2025-09-16';
    for (const article of articles.filter((candidate) => candidate.date < opening)) {
      const words = [
        article.title,
        article.description,
        ...article.content.flatMap((block) => ('content' in block && block.content ? asList(block.content) : [])),
      ].join(' ');
      expect(words).not.toMatch(/\b(opens today|took place|was held|closed on)\b/i);
      expect(article.title).not.toMatch(/\bOpens\b/);
    }
  });

  it('uses every block type across articles 1 to 4', () => {
    const used = new Set(articles.slice(0, 4).flatMap((article) => article.content.map((block) => block.type)));
    const missing = blockTypes.filter((type) => !used.has(type));
    expect(missing).toEqual([]);
    expect(blockTypes).toHaveLength(26);
  });

  it('uses only known block types (unknown types are for content added later)', () => {
    const types = articles.flatMap((article) => article.content.map((block) => block.type));
    expect(types.filter((type) => !(blockTypes as readonly string[]).includes(type))).toEqual([]);
  });

  it('splits every gala-details title into two non-empty parts', () => {
    const titles = articles
      .flatMap((a) => a.content)
      .filter((b): b is BlockOf<'gala-details'> => b.type === 'gala-details')
      .map((b) => b.title ?? '');
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      const parts = title.split('|').map((part) => part.trim());
      expect(parts).toHaveLength(2);
      expect(parts.every(Boolean)).toBe(true);
    }
  });

  it('gives each article a distinct title, slug and canonical url', () => {
    const slugs = articles.map((article) => slugify(article.title));
    expect(new Set(slugs).size).toBe(8);
    for (const article of articles) expect(article.url).toBe(`/news/${article.id}-${slugify(article.title)}`);
  });

  it('dates every article as a real ISO date', () => {
    for (const article of articles)
      expect(new Date(`${article.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(article.date);
  });

  it('points every image at a file the site ships', () => {
    const files = articles.flatMap((article) => [
      article.imageUrl,
      ...article.content.flatMap((block) => ('imageUrl' in block ? asList(block.imageUrl) : [])),
    ]);
    const missing = files.filter((file) => !existsSync(path.join(process.cwd(), 'public', file)));
    expect(missing).toEqual([]);
  });
});
