import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { articles as frArticles, articlesNewestFirst as frArticlesNewestFirst } from '../content/fr/news';
import { articles, articlesNewestFirst } from '../content/news';
import { formatArticleDate } from '../lib/content/news';
import { layoutShift, trackLayoutShifts } from './support/layout-shift';

const canonical = (id: number) => articles.find((article) => article.id === id)!.url;

function pathOf(location: string | undefined, base: string): string {
  expect(location, 'a Location header').toBeTruthy();
  return new URL(location!, base).pathname;
}

/** The Next.js app router of the page, for a client-side navigation like a <Link> click. */
async function clientNavigate(page: Page, href: string) {
  await page.waitForFunction(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router));
  await page.evaluate((target) => {
    (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(target);
  }, href);
}

test.describe('news list', () => {
  test('lists the French news newest first too', async ({ request }) => {
    const html = await (await request.get('/fr/news')).text();
    const positions = frArticlesNewestFirst.map((article) => html.indexOf(`>${article.title}<`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  test('shows the intro header and 8 cards with every field', async ({ page }) => {
    const response = await page.goto('/news');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News & Updates');

    const cards = page.getByTestId('news-card');
    await expect(cards).toHaveCount(8);
    // Newest first: the edition's review at the top, the first preview last.
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(/^ACM 2025 in Review/);
    for (const [index, article] of articlesNewestFirst.entries()) {
      const card = cards.nth(index);
      // The card image is lazy: it mounts once the card comes near the viewport.
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole('img', { name: article.imageAlt })).toBeVisible();
      await expect(card.locator('[data-field="category"]')).toHaveText(article.category);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(article.title);
      await expect(card.locator('[data-field="date"]')).toHaveText(formatArticleDate(article.date));
      await expect(card.locator('[data-field="date"]')).toHaveAttribute('datetime', article.date);
      await expect(card.locator('[data-field="read-time"]')).toHaveText(article.readTime);
      await expect(card.locator('[data-field="source"]')).toHaveText(article.source);
      await expect(card.locator('[data-field="description"]')).toHaveText(article.description);
      const readMore = card.getByRole('link', { name: `Read More about ${article.title}` });
      await expect(readMore).toHaveAttribute('href', article.url);
      await expect(readMore).toContainText('Read More');
    }
    // Spot-check the cards' date format.
    await expect(cards.last().locator('[data-field="date"]')).toHaveText('12 August 2025');
  });

  test('Read More opens the article', async ({ page }) => {
    await page.goto('/news');
    const article = articles[2];
    await page.getByRole('link', { name: `Read More about ${article.title}` }).click();
    await expect(page).toHaveURL(article.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  });
});

test.describe('news article', () => {
  test('every canonical article URL answers 200 with its title as the one h1', async ({ page }) => {
    for (const article of articles) {
      const response = await page.goto(article.url);
      expect(response?.status(), article.url).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      // Every article has a body: its blocks, with headings and paragraphs to read.
      const body = page.getByTestId('article-body');
      await expect(body.locator(':scope > *')).toHaveCount(article.content.length);
      expect(await body.locator('h2').count(), article.url).toBeGreaterThan(1);
      expect(await body.locator('p').count(), article.url).toBeGreaterThan(3);
    }
  });

  test('shows back link, category, date, read time, source and hero image', async ({ page }) => {
    const article = articles[0];
    await page.goto(article.url);
    const header = page.locator('article header');
    await expect(header.locator('[data-field="category"]')).toHaveText(article.category);
    await expect(header.locator('[data-field="date"]')).toHaveText('12 August 2025');
    await expect(header.locator('[data-field="read-time"]')).toHaveText(article.readTime);
    await expect(header.locator('[data-field="source"]')).toHaveText(article.source);
    const hero = header.getByRole('img', { name: article.imageAlt });
    await expect(hero).toBeVisible();
    await expect(hero).toHaveAttribute('fetchpriority', 'high');

    await page.getByRole('link', { name: 'Back to News' }).click();
    await expect(page).toHaveURL('/news');
    await expect(page.getByTestId('news-card')).toHaveCount(8);
  });

  test('articles 1 to 4 render their body blocks, together every block type', async ({ page }) => {
    const seen = new Set<string>();
    for (const article of articles.slice(0, 4)) {
      await page.goto(article.url);
      const blocks = page.getByTestId('article-body').locator('> *');
      await expect(blocks).toHaveCount(article.content.length);
      for (const type of await page
        .getByTestId('article-body')
        .locator('[data-block]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block') ?? ''))) {
        seen.add(type);
      }
    }
    expect(seen.has('unknown')).toBe(false);
    expect(seen.size).toBe(26);
  });

  test('renders the gala-details title split in two and text-with-links as external links', async ({ page }) => {
    await page.goto(canonical(2));
    const gala = page.locator('[data-block="gala-details"]');
    await expect(gala.getByRole('heading', { level: 2 })).toHaveText('The ACM 2025 Gala Night');
    await expect(gala).toContainText('Wednesday 17 September 2025, for 300 guests');
    await expect(gala).not.toContainText('|');

    await page.goto(canonical(3));
    const links = page.locator('[data-block="text-with-links"] a');
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toHaveAttribute('href', 'https://hackathon.africacreativemarket.com');
    await expect(links.nth(1)).toHaveAttribute('href', 'https://www.africacreativemarket.com');
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the register button does nothing', async ({ page }) => {
    const url = canonical(1);
    await page.goto(url);
    const button = page.getByRole('button', { name: 'Register Now' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Playwright refuses to click an aria-disabled button; force the click a visitor can still make.
    await button.click({ force: true });
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[0].title);
  });

  test('the French articles 5 to 8 are in French, with their bodies', async ({ page }) => {
    for (const article of frArticles.slice(4)) {
      const path = `/fr${article.url}`;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(page.locator('article header [data-field="category"]')).toHaveText(article.category);
      await expect(page.locator('article header [data-field="read-time"]')).toHaveText(article.readTime);
      await expect(page.getByRole('img', { name: article.imageAlt })).toBeVisible();
      const body = page.getByTestId('article-body');
      await expect(body.locator(':scope > *')).toHaveCount(article.content.length);
      expect(await body.locator('h2').count(), path).toBeGreaterThan(1);
      // The page is in its own language: no part of the article is marked English.
      await expect(page.locator('main [lang="en"]')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Partager par e-mail' })).toBeVisible();
    }
  });

  test('carries its own metadata, Open Graph article data and NewsArticle JSON-LD', async ({ page }) => {
    const article = articles[3];
    await page.goto(article.url);
    await expect(page).toHaveTitle(new RegExp(`^${article.title}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.description);
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(article.url);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', article.date);
    expect(new URL((await page.locator('meta[property="og:image"]').first().getAttribute('content'))!).pathname).toBe(
      article.imageUrl,
    );

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: article.title, datePublished: article.date });
  });

  test('has no axe violations on the articles', async ({ page }) => {
    for (const id of [1, 2, 3, 4, 8]) {
      await page.goto(canonical(id));
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (violation) => `${id} ${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
        ),
      ).toEqual([]);
    }
  });
});

test.describe('layout stability', () => {
  for (const [name, path] of [
    ['news list', '/news'],
    ['article with a full body', canonical(2)],
    ['article 6, its body written later', canonical(6)],
  ] as const) {
    test(`the ${name} does not shift while loading and scrolling`, async ({ page }) => {
      await trackLayoutShifts(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Scroll through so every lazy image loads into its reserved box.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
      });
      // Images passed over too quickly to be observed: bring each into view.
      await page.evaluate(async () => {
        for (const idle of Array.from(document.querySelectorAll('[data-status="idle"]'))) {
          idle.scrollIntoView({ block: 'center' });
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
      });
      await expect(page.locator('[data-status="idle"], [data-status="loading"]')).toHaveCount(0, { timeout: 30_000 });
      await expect(page.locator('[data-status="error"]')).toHaveCount(0);
      const shift = await layoutShift(page);
      expect(shift.cls, shift.sources.join('\n')).toBe(0);
    });
  }
});

test.describe('article URL redirects', () => {
  for (const [from, to] of [
    ['/news/1', canonical(1)],
    ['/news/1-wrong-slug', canonical(1)],
    ['/news/4-Legal-Summit', canonical(4)],
    ['/news/07-' + canonical(7).split('-').slice(1).join('-'), canonical(7)],
  ] as const) {
    test(`${from} answers a redirect to the canonical URL`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([301, 302, 307, 308]).toContain(response.status());
      expect(pathOf(response.headers().location, baseURL!)).toBe(to);
    });
  }

  test('an unknown id answers a redirect to /news', async ({ request, baseURL }) => {
    for (const from of ['/news/99-x', '/news/99', '/news/0-anything']) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([301, 302, 307, 308], from).toContain(response.status());
      expect(pathOf(response.headers().location, baseURL!), from).toBe('/news');
    }
  });

  test('opening an unknown id lands on the news list', async ({ page }) => {
    await page.goto('/news/99-x');
    await expect(page).toHaveURL('/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News & Updates');
  });

  test('opening a bare id lands on the canonical article', async ({ page }) => {
    await page.goto('/news/2');
    await expect(page).toHaveURL(canonical(2));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[1].title);
  });

  test('a client-side visit to an unknown id replaces it with /news in the history', async ({ page }) => {
    const start = canonical(1);
    await page.goto(start);
    const before = await page.evaluate(() => history.length);

    await clientNavigate(page, '/news/99-x');
    await expect(page).toHaveURL('/news');
    await expect(page.getByTestId('news-card')).toHaveCount(8);
    // One entry added (the list), not two: the unknown URL was replaced, not pushed.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);

    await page.goBack();
    await expect(page).toHaveURL(start);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[0].title);
  });

  test('a client-side visit to a wrong slug ends on the canonical URL without the wrong one in history', async ({
    page,
  }) => {
    await page.goto('/news');
    const before = await page.evaluate(() => history.length);

    await clientNavigate(page, '/news/3-old-title');
    await expect(page).toHaveURL(canonical(3));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[2].title);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);

    await page.goBack();
    await expect(page).toHaveURL('/news');
  });
});
