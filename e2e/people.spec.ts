import { expect, test, type Page } from './support/test';

/** The speaker cards of a page: the list items of the grid named by the page's h1. */
function cards(page: Page, listName: string) {
  return page.getByRole('list', { name: listName }).getByRole('listitem');
}

async function gridColumnCount(page: Page): Promise<number> {
  return page
    .getByTestId('speaker-grid')
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length);
}

test.describe('2025 speakers', () => {
  test('shows the heading and exactly 55 cards with name and title over the portrait', async ({ page }) => {
    await page.goto('/speakers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2025 Speakers');
    await expect(cards(page, '2025 Speakers')).toHaveCount(55);
    const first = cards(page, '2025 Speakers').first();
    await expect(first.getByRole('img')).toHaveAttribute('alt', 'Portrait of Adaeze Nwachukwu');
    await expect(first).toContainText('Adaeze Nwachukwu');
    await expect(first).toContainText('Founder & CEO, Reelhouse Studios Lagos');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/speakers$/);
    await expect(page).toHaveTitle(/^2025 Speakers \|/);
  });

  test('lays the cards out in 1, 2 and 4 columns', async ({ page }) => {
    for (const [width, columns] of [
      [390, 1],
      [700, 2],
      [1280, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/speakers');
      expect(await gridColumnCount(page)).toBe(columns);
    }
  });
});

test.describe('past speakers', () => {
  test('shows the heading with the industries anchor and all 250 cards, none clickable', async ({ page }) => {
    await page.goto('/past-speakers');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Past Speakers');
    await expect(heading).toHaveAttribute('id', 'industries');
    const list = cards(page, 'Past Speakers');
    await expect(list).toHaveCount(250);
    await expect(page.getByRole('list', { name: 'Past Speakers' }).locator('a, button, [tabindex]')).toHaveCount(0);
    // No pagination; a search above the grid (docs/deviations.md), which starts empty.
    await expect(page.getByRole('main').getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Find a speaker' })).toHaveValue('');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('All 250 speakers');
    // Before the edition is over, its speakers are not yet past (e2e/phases.spec.ts: after it).
    await expect(page.getByRole('heading', { name: '2025 speakers' })).toHaveCount(0);
  });

  test('shows names trimmed, with a screen-reader alt built from the name', async ({ page }) => {
    await page.goto('/past-speakers');
    // Data: ' Abdoulaye Fall' (leading space) and 'Aisha  Umar' (double space), 6th and 9th.
    const list = cards(page, 'Past Speakers');
    await expect(list).toHaveCount(250);
    expect(await list.nth(5).locator('figcaption p').first().textContent()).toBe('Abdoulaye Fall');
    expect(await list.nth(8).locator('figcaption p').first().textContent()).toBe('Aisha Umar');
    await expect(list.first().getByRole('img')).toHaveAttribute('alt', 'Portrait of Ijeoma Agu');
    await expect(page.getByAltText(/^speakers image \d+$/)).toHaveCount(0);
  });

  test('portraits are 320 px high and fill the card width', async ({ page }) => {
    await page.goto('/past-speakers');
    const list = cards(page, 'Past Speakers');
    for (const index of [0, 1, 2, 3]) {
      const card = list.nth(index);
      const img = card.getByRole('img');
      await expect(img).toBeVisible();
      const [cardBox, imgBox] = await Promise.all([card.boundingBox(), img.boundingBox()]);
      expect(imgBox?.height).toBeCloseTo(320, 0);
      expect(imgBox?.width).toBeCloseTo(cardBox?.width ?? 0, 0);
      expect(await img.evaluate((el) => getComputedStyle(el).objectFit)).toBe('cover');
    }
  });

  test('lays the cards out in 1, 2 and 4 columns at 390, 700 and 1280 px', async ({ page }) => {
    for (const [width, columns] of [
      [390, 1],
      [700, 2],
      [1280, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/past-speakers');
      expect(await gridColumnCount(page)).toBe(columns);
      const box = await cards(page, 'Past Speakers').first().boundingBox();
      expect(box?.height).toBeCloseTo(320, 0);
    }
  });

  test('a portrait below the fold is requested only when scrolled near', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = decodeURIComponent(request.url());
      if (url.includes('/media/speakers/past/')) requested.push(url);
    });
    await page.goto('/past-speakers');
    const list = cards(page, 'Past Speakers');
    await expect(list.first().getByRole('img')).toBeVisible();
    await expect(list.nth(3).getByRole('img')).toBeVisible();
    // The shared observer reports every card near the first screen in one pass, so by now all
    // of them have asked for their portrait; the far ones must not have.
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.length).toBeLessThanOrEqual(12);
    expect(requested.some((url) => url.includes('past-speaker-250.webp'))).toBe(false);
    await expect(list.last().locator('img')).toHaveCount(0);

    await list.last().scrollIntoViewIfNeeded();
    await expect.poll(() => requested.some((url) => url.includes('past-speaker-250.webp'))).toBe(true);
    await expect(list.last().getByRole('img')).toBeVisible();
  });
});

test.describe('finding a speaker', () => {
  test('filters as one types, the address in step, and says when nobody matches', async ({ page }) => {
    await page.goto('/past-speakers');
    const list = cards(page, 'Past Speakers');
    await expect(list).toHaveCount(250);
    const historyLength = await page.evaluate(() => history.length);
    const search = page.getByRole('searchbox', { name: 'Find a speaker' });
    await search.fill('aisha umar');
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText('Aisha Umar');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('1 of 250 speakers');
    await expect(page).toHaveURL(/\/past-speakers\?q=aisha\+umar$/);

    await search.fill('');
    await page.getByRole('combobox', { name: 'Sector' }).selectOption({ label: 'Photography' });
    await expect(page).toHaveURL(/\/past-speakers\?sector=photography$/);
    const shown = await list.count();
    expect(shown).toBeGreaterThan(3);
    expect(shown).toBeLessThan(50);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${shown} of 250 speakers`);
    for (const title of await list.locator('figcaption p:nth-child(2)').allTextContents())
      expect(title).toMatch(/photo/i);

    await search.fill('nobody by this name');
    await expect(list).toHaveCount(0);
    await expect(page.getByText('No speaker matches “nobody by this name” in Photography.')).toBeVisible();
    await page.getByRole('link', { name: 'Show all speakers' }).click();
    await expect(list).toHaveCount(250);
    await expect(page).toHaveURL(/\/past-speakers$/);
    // Typing replaced the address each time: Back leaves the page.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form is sent to the page, which answers with the matches, in each language', async ({ page }) => {
      await page.goto('/speakers');
      await page.getByRole('searchbox', { name: 'Find a speaker' }).fill('Adaeze');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/speakers\?q=Adaeze&sector=$/);
      const list = cards(page, '2025 Speakers');
      await expect(list).toHaveCount(1);
      await expect(list.first().getByRole('link')).toHaveAttribute('href', '/speakers/adaeze-nwachukwu');
      await expect(page.getByRole('main').getByRole('status')).toHaveText('1 of 55 speakers');
      await expect(page.getByRole('searchbox', { name: 'Find a speaker' })).toHaveValue('Adaeze');
      await page.getByRole('link', { name: 'Clear' }).click();
      await expect(page).toHaveURL(/\/speakers$/);
      await expect(list).toHaveCount(55);

      await page.goto('/fr/past-speakers?q=mode');
      const french = cards(page, 'Intervenants des éditions passées');
      const count = await french.count();
      expect(count).toBeGreaterThan(3);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(`${count} intervenants sur 250`);
      await expect(page.getByRole('combobox', { name: 'Secteur' })).toHaveValue('');

      await page.goto('/past-speakers?q=zzzz&sector=dance');
      await expect(page.getByText('No speaker matches “zzzz” in Dance.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Show all speakers' })).toHaveAttribute('href', '/past-speakers');
    });
  });
});

test.describe('partners', () => {
  const tiers = [
    { heading: '2025 Diamond Partners', count: 1, linked: true },
    { heading: '2025 Supporting Partners', count: 14, linked: false },
    { heading: '2025 Program Partners', count: 16, linked: true },
    { heading: '2025 Media Partners', count: 16, linked: true },
    { heading: 'Past Partners', count: 70, linked: false },
  ];

  test('opens with the call to action, then the five tiers in order', async ({ page }) => {
    await page.goto('/partners');
    const cta = page.getByRole('main').getByRole('link', { name: 'Become a Partner' });
    await expect(cta).toHaveAttribute('href', '/register-partner');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(tiers.map((t) => t.heading));
    // The call to action comes before the first tier.
    const ctaFirst = await page.evaluate(() => {
      const link = [...document.querySelectorAll('main a')].find((a) => a.textContent === 'Become a Partner');
      const firstTier = document.querySelector('main h2');
      return !!link && !!firstTier && !!(link.compareDocumentPosition(firstTier) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(ctaFirst).toBe(true);
  });

  test('shows each tier with its logo count; linked tiers open partners in a new tab', async ({ page }) => {
    await page.goto('/partners');
    for (const tier of tiers) {
      const section = page.getByRole('region', { name: tier.heading });
      await expect(section.getByRole('listitem')).toHaveCount(tier.count);
      const links = section.getByRole('link');
      if (!tier.linked) {
        await expect(links).toHaveCount(0);
        continue;
      }
      await expect(links).toHaveCount(tier.count);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAttribute('href', /^https:\/\//);
        await expect(link).toHaveAccessibleName(/\S \(opens in a new tab\)$/);
      }
    }
  });

  test('the Diamond partner link opens a new tab', async ({ page, context }) => {
    await page.goto('/partners');
    // The partner's site is not reachable here: answer it locally and check the new tab opens.
    await context.route('https://**/*', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner</title>' }),
    );
    const link = page.getByRole('region', { name: '2025 Diamond Partners' }).getByRole('link');
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(await link.getAttribute('href').then((href) => new URL(href ?? '').href));
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });

  test("the Diamond logo (on a phone's first screen) is in the server HTML; the past logos wait", async ({
    request,
  }) => {
    const html = await (await request.get('/partners')).text();
    expect(html).toMatch(/<img(?=[^>]*alt="[^"]+ logo")(?=[^>]*diamond-01\.webp)[^>]*>/);
    // A browser that runs scripts reads <noscript> as text; one that runs none lazy-loads its fallback.
    expect(html.replace(/<noscript>.*?<\/noscript>/gs, '')).not.toMatch(/<img[^>]+past-01\.webp/);
    expect(html).toMatch(/<noscript><img(?=[^>]*loading="lazy")[^>]*past-01\.webp[^>]*\/?><\/noscript>/);
  });

  test('logos show their partner names as alt text once scrolled into view', async ({ page }) => {
    await page.goto('/partners');
    const past = page.getByRole('region', { name: 'Past Partners' });
    await past.scrollIntoViewIfNeeded();
    const lastLogo = past.getByRole('listitem').last();
    await lastLogo.scrollIntoViewIfNeeded();
    await expect(lastLogo.getByRole('img')).toHaveAttribute('alt', / logo$/);
  });
});

test.describe('layout stability', () => {
  for (const path of ['/speakers', '/past-speakers', '/partners']) {
    // axe with every default rule: e2e/public-pages.spec.ts, on the page's one desktop visit.
    test(`${path} does not shift while images load`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(page.locator('main img').first()).toBeVisible();
      await page.mouse.wheel(0, 2400);
      await expect.poll(() => page.locator('main img').count()).toBeGreaterThan(3);
      const images = page.locator('main img');
      for (const img of await images.all()) await expect(img).toHaveJSProperty('complete', true);
      const cls = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[]) {
                if (!entry.hadRecentInput) total += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
          }),
      );
      expect(cls).toBe(0);
    });
  }
});

test.describe('metadata', () => {
  for (const [path, title] of [
    ['/speakers', '2025 Speakers'],
    ['/past-speakers', 'Past Speakers'],
    ['/partners', 'Partners'],
  ]) {
    test(`${path} has its title, description, canonical URL and Open Graph card`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(`^${title} \\|`));
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${path}$`));
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /opengraph-image/);
    });
  }
});
