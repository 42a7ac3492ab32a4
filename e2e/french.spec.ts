import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/test';
import { en } from '../content/messages/en';
import { fr } from '../content/messages/fr';
import { localizedContent } from '../content/localized';
import { programme } from '../content/programme';
import { eventsGuidePdf } from '../content/schedules';
import { slugify } from '../content/schemas/slug';
import { editionSpeakers } from '../content/speakers';
import { fill } from '../lib/i18n/fill';
import { localePath, staticRoutes } from '../lib/routes';
import { asciiTicket } from '../lib/tickets/fixtures';
import { expectNoViolations } from './support/axe';
import { client, databases, storedSubmissions, uniqueEmail, uniqueIp } from './support/forms';
import { pdfText } from './support/pdf';
import { scrollThrough } from './support/public-pages';
import { checkFrench, englishOf } from './support/french-pages';
import { urls } from './support/servers';
import { signE2eTicket, ticketData, ticketPageUrl } from './support/tickets';

/**
 * The site in French under /fr. Every French page answers in French (lang, hreflang
 * alternates, no English interface text), the switch keeps the page both ways, the choice is
 * remembered in a cookie, a French browser's first visit gets a suggestion and never a redirect,
 * the forms answer in French (with and without JavaScript) and a French registration's ticket
 * and PDF are French. e2e/public-pages.spec.ts checks the French pages it visits for budgets,
 * axe and French throughout (e2e/support/french-pages.ts checkFrench); the others are here.
 */
const NNBSP = '\u202f';
const frenchContent = localizedContent('fr');
const ticket = signE2eTicket({ ...asciiTicket, ticketId: 'ACM2025-FRTEST-1757980800000' });
const frenchTicketPath = localePath('fr', ticketPageUrl(ticketData(ticket)));

test.describe('every French page', () => {
  // The French pages of e2e/support/french-pages.ts get these checks in public-pages.spec.ts's
  // visit; these are the ones it does not visit.
  for (const route of ['/fr/register/lost-ticket', '/fr/register/claim', '/fr/ticket/cancel']) {
    test(`${route} answers 200 in French with its hreflang alternates and no English interface text`, async ({
      page,
      request,
    }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await scrollThrough(page);
      await checkFrench(page, request);
    });
  }

  test('the English pages keep lang="en" and gain their French alternates', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/fr\/about$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/about$/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_NG');
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'fr_FR');
  });

  test('French titles, descriptions, Open Graph locale and JSON-LD language', async ({ page }) => {
    await page.goto('/fr/about');
    await expect(page).toHaveTitle(`${fr.about.title} | Africa Creative Market 2025`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', fr.about.description);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
    await page.goto('/fr');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Event', inLanguage: 'fr', description: frenchContent.site.description });
  });

  test('the English-only pages stay English, outside /fr', async ({ page, request }) => {
    for (const path of ['/fr/admin', '/fr/letters/verify', '/fr/ticket/qr-verify']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(new URL(response.headers().location, urls.site).pathname).toBe('/fr');
    }
    const english = await request.get('/en/about', { maxRedirects: 0 });
    expect(new URL(english.headers().location, urls.site).pathname).toBe('/about');
    await page.goto('/letters/verify');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Français' })).toHaveCount(0);
  });
});

test.describe('the language switch', () => {
  test('keeps the page both ways, from the header', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frenchContent.about.header.title);
    const english = page.getByRole('banner').getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(english).toHaveAttribute('hreflang', 'en');
    await english.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('is in the footer and in the phone menu, keeps the query and the tab', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/2025-schedule?tab=day-2');
    await page.getByRole('button', { name: en.shell.openMenu }).click();
    await page.getByRole('dialog', { name: en.shell.mainMenu }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/2025-schedule\?tab=day-2$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/2025-schedule\?tab=day-2$/);
  });

  test('keeps the query and the tab before the page has its framework', async ({ page, context }) => {
    // The framework's scripts never arrive: only the page's own inline script runs.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto('/fr/2025-schedule?tab=day-2#programme-sessions', { waitUntil: 'domcontentloaded' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/2025-schedule\?tab=day-2#programme-sessions$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('en');
  });

  test('the ticket page switches with its ticket', async ({ page }) => {
    await page.goto(frenchTicketPath);
    await expect(page.getByRole('heading', { level: 1, name: fr.ticket.eyebrow })).toBeVisible();
    const english = page.getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('href', ticketPageUrl(ticketData(ticket)));
    await english.click();
    await expect(page.getByRole('heading', { level: 1, name: en.ticket.eyebrow })).toBeVisible();
    await expect(page.locator('[data-field="Ticket ID"]')).toHaveText(ticket.ticketId);
  });
});

test('a French ticket’s home-screen app opens the French ticket, in French words', async ({ page, request }) => {
  await page.goto(frenchTicketPath);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toContain('locale=fr');
  const manifest = await (await request.get(href ?? '')).json();
  expect(manifest).toMatchObject({
    lang: 'fr',
    short_name: fr.ticket.appTitle,
    start_url: frenchTicketPath,
    scope: '/fr/ticket/qr-download',
  });
});

/** A browser whose preferred language is French, on a first visit (no cookie). */
async function frenchBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: 'fr-FR',
    extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5' },
  });
  return { context, page: await context.newPage() };
}

const suggestion = (page: Page) => page.getByRole('complementary', { name: fr.shell.suggestion.label });
const localeCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value;

test.describe('a French browser’s first visit', () => {
  test('gets / in English, not redirected, with a suggestion of the French page', async ({ browser, request }) => {
    const direct = await request.get('/', { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' }, maxRedirects: 0 });
    expect(direct.status()).toBe(200);
    expect(direct.headers()['set-cookie'] ?? '').not.toContain('NEXT_LOCALE');
    const { context, page } = await frenchBrowser(browser);
    const response = await page.goto('/about');
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(suggestion(page)).toHaveText(new RegExp(fr.shell.suggestion.text));
    await expect(suggestion(page)).toHaveAttribute('lang', 'fr');
    expect(await localeCookie(context)).toBeUndefined();
    await suggestion(page).getByRole('link', { name: fr.shell.suggestion.link }).click();
    await expect(page).toHaveURL(/\/fr\/about$/);
    expect(await localeCookie(context)).toBe('fr');
    // Chosen: the English pages no longer suggest anything.
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.faq.title);
    await expect(suggestion(page)).toHaveCount(0);
    await context.close();
  });

  test('dismissing the suggestion remembers English; it does not come back', async ({ browser }) => {
    const { context, page } = await frenchBrowser(browser);
    await page.goto('/');
    await suggestion(page).getByRole('button', { name: fr.shell.suggestion.dismiss }).click();
    await expect(suggestion(page)).toHaveCount(0);
    expect(await localeCookie(context)).toBe('en');
    await page.reload();
    await expect(page.locator('#home-title')).toBeVisible();
    await expect(suggestion(page)).toHaveCount(0);
    await context.close();
  });

  test('choosing with the switch is remembered too, and an English browser gets no suggestion', async ({
    browser,
    page,
  }) => {
    const { context, page: french } = await frenchBrowser(browser);
    await french.goto('/gallery');
    await expect(suggestion(french)).toBeVisible();
    await french.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
    await expect(french).toHaveURL(/\/fr\/gallery$/);
    expect(await localeCookie(context)).toBe('fr');
    await context.close();
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.gallery.title);
    await expect(page.locator('[data-locale-suggestion]')).toHaveCount(0);
  });
});

test.describe('French forms', () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  });

  async function fillFrenchContact(page: Page, email: string, phone = '+221 77 123 45 67') {
    const form = page.getByRole('form', { name: fr.forms.contact.name });
    const f = fr.forms.fields;
    await form.getByLabel(f.firstName.label, { exact: true }).fill('Aïssatou');
    await form.getByLabel(f.lastName.label, { exact: true }).fill('Diop');
    await form.getByLabel(f.emailAddress.label, { exact: true }).fill(email);
    await form.getByLabel(f.phoneNumber.label, { exact: true }).fill(phone);
    await form.getByLabel(f.contactCategory.label, { exact: true }).selectOption('general-enquiries');
    await form.getByLabel(f.contactMessage.label, { exact: true }).fill('Bonjour, je voudrais un stand.');
    return form;
  }

  async function frenchOutbox(email: string) {
    const rows = await client(databases.site).execute({
      sql: 'SELECT subject, html FROM outbox WHERE recipient = ?',
      args: [email],
    });
    return rows.rows.map((row) => ({ subject: String(row.subject), html: String(row.html) }));
  }

  test('a French contact message: the French success banner, stored as French, its mail queued in French', async ({
    page,
  }) => {
    const email = uniqueEmail('fr-contact-page');
    await page.goto('/fr/contact');
    const form = await fillFrenchContact(page, email);
    await expect(form.locator('input[type="hidden"][name="locale"]')).toHaveValue('fr');
    await form.getByRole('button', { name: fr.forms.contact.submit }).click();
    await expect(page.getByTestId('form-banner-text')).toHaveText(fr.forms.contact.success);
    expect(fr.forms.contact.success).toContain(`${NNBSP}!`);
    expect((await storedSubmissions('site', email)).length).toBe(1);
    const stored = await client(databases.site).execute({
      sql: 'SELECT locale FROM submissions WHERE email = ?',
      args: [email],
    });
    expect(stored.rows.map((row) => String(row.locale))).toEqual(['fr']);
    await expect.poll(async () => (await frenchOutbox(email)).length).toBe(1);
    expect((await frenchOutbox(email))[0].html).toContain('lang="fr"');
  });

  test('the server’s refusals come back in French beside their fields', async ({ page }) => {
    await page.goto('/fr/contact');
    const form = await fillFrenchContact(page, uniqueEmail('fr-contact-bad'), '12');
    await form.getByRole('button', { name: fr.forms.contact.submit }).click();
    await expect(page.getByTestId('form-banner-text')).toHaveText(fr.client.form.error);
    await expect(form.getByLabel(fr.forms.fields.phoneNumber.label, { exact: true })).toHaveAccessibleDescription(
      fr.forms.validation.phone,
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page that comes back has the French banner', async ({ page }) => {
      const email = uniqueEmail('fr-contact-noscript');
      await page.goto('/fr/contact');
      const form = await fillFrenchContact(page, email);
      const answered = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.request().resourceType() === 'document',
      );
      await form.getByRole('button', { name: fr.forms.contact.submit }).click();
      expect((await answered).status()).toBe(200);
      await expect(page).toHaveURL(/\/fr\/contact$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByTestId('form-banner-text')).toHaveText(fr.forms.contact.success);
      expect((await storedSubmissions('site', email)).length).toBe(1);
    });
  });
});

test.describe('a French registration (REGISTRATION_OPEN=true)', () => {
  test.use({ baseURL: urls.openRegistration, deviceScaleFactor: 2 });

  test('issues a ticket whose page and PDF are in French', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
    const email = uniqueEmail('fr-registration');
    await page.goto('/fr/register');
    const f = fr.forms.fields;
    const form = page.getByRole('form', { name: fr.forms.registration.name });
    await form.getByLabel(f.firstName.label, { exact: true }).fill('Aïssatou');
    await form.getByLabel(f.lastName.label, { exact: true }).fill('Diop');
    await form.getByLabel(f.emailAddress.label, { exact: true }).fill(email);
    await form.getByLabel(f.phoneNumber.label, { exact: true }).fill('+221 77 123 45 67');
    await form.getByLabel(f.country.label, { exact: true }).selectOption('SN');
    await form.getByLabel(f.attendeeCategory.label, { exact: true }).selectOption('creative');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: fr.forms.registration.submit }).click();
    await expect(page.getByTestId('form-banner-text')).toHaveText(fr.forms.registration.success);

    await form.getByRole('link', { name: frenchContent.registration.registrationTexts.openTicket }).click();
    await expect(page).toHaveURL(/\/fr\/ticket\/qr-download\?data=/);
    // A new document: its download button answers once React has hydrated it.
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const card = page.getByRole('article');
    await expect(card.getByRole('heading', { level: 1, name: fr.ticket.eyebrow })).toBeVisible();
    await expect(card.getByText(fr.ticket.instruction, { exact: true })).toBeVisible();
    await expect(card.getByText(frenchContent.edition.datesWithYear, { exact: false })).toBeVisible();
    await expect(card.locator('dt').first()).toHaveText(fr.ticket.name);
    await expect(card.locator('[data-field="Name"]')).toHaveText('Aïssatou Diop');

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: fr.client.pdf.download }).click();
    const download = await downloading;
    const { text } = await pdfText(await readFile(await download.path()));
    for (const words of [
      fr.ticket.eyebrow,
      fr.ticket.instruction,
      fr.ticket.name,
      fr.ticket.ticketId,
      frenchContent.edition.datesWithYear,
      'Aïssatou Diop',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain(en.ticket.eyebrow);
    expect(text).not.toContain(en.ticket.instruction);
  });
});

test.describe('the sitemap', () => {
  test('lists every page in both languages, each with its alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
    const entry = (path: string) => entries.find((body) => new RegExp(`<loc>[^<]*${path}</loc>`).test(body));
    for (const route of staticRoutes) {
      const french = localePath('fr', route);
      for (const path of [route === '/' ? '' : route, french]) {
        const body = entry(path);
        expect(body, path).toBeDefined();
        expect(body).toMatch(new RegExp(`hreflang="fr" href="[^"]*${french}"`));
        expect(body).toMatch(new RegExp(`hreflang="en" href="[^"]*${route === '/' ? '' : route}"`));
        expect(body).toMatch(/hreflang="x-default"/);
      }
    }
    expect(entries.length).toBe(2 * entries.filter((body) => !/<loc>[^<]*\/fr(\/|<)/.test(body)).length);
  });
});

test.describe('accessibility of the suggestion', () => {
  // The French pages themselves are in e2e/public-pages.spec.ts, at 390 and 1280 px like the English ones.
  test('axe finds nothing on a page showing it', async ({ browser }) => {
    const { context, page } = await frenchBrowser(browser);
    await page.goto('/');
    await expect(suggestion(page)).toBeVisible();
    await expectNoViolations(page, 'the French suggestion on /');
    await context.close();
  });
});

test.describe('French words around the content', () => {
  test('the Events Guide’s size is in French units, « (PDF, 32 ko) »; the English keeps KB', async ({ page }) => {
    const guide = (p: Page) => p.locator(`a[download="${eventsGuidePdf.fileName}"]`);
    await page.goto('/fr/2025-schedule');
    await expect(guide(page)).toContainText(new RegExp(`\\(PDF, \\d+(,\\d)?${NNBSP}(ko|Mo)\\)`));
    // The sessions are French too: their titles in the day lists, without an English marking.
    const keynote = frenchContent.programme.sessions.find((session) => session.id === 105)!;
    const item = page.locator('[data-session="105"]');
    await expect(item.locator('h3')).toContainText(keynote.title);
    await expect(item.locator('[lang="en"]')).toHaveCount(0);
    await expect(guide(page)).not.toContainText(/\d\s?[KkM]B\b/);
    await page.goto('/2025-schedule');
    await expect(guide(page)).toContainText(/\(PDF, \d+(\.\d)? (KB|MB)\)/);
  });

  test('the speakers’ portraits are described in French, with elision: « Portrait d’Adaeze … »', async ({ page }) => {
    const [first] = editionSpeakers;
    await page.goto('/fr/speakers');
    await expect(page.getByRole('img', { name: `Portrait d’${first.name}`, exact: true })).toHaveCount(1);
    await expect(page.locator('img[alt^="Portrait of"]')).toHaveCount(0);
    const french = frenchContent.speakers.editionSpeakers[0];
    await expect(page.getByText(french.title, { exact: true })).toHaveCount(1);
    await page.goto(`/fr/speakers/${first.id}`);
    await expect(page.getByRole('img', { name: `Portrait d’${first.name}`, exact: true })).toBeVisible();
    // The role and bio in French (« Fondatrice et PDG… »), and her sessions by their French titles.
    await expect(page.getByText(french.title, { exact: true })).toBeVisible();
    await expect(page.getByText(french.bio, { exact: true })).toBeVisible();
    await expect(page.getByText(first.bio)).toHaveCount(0);
    const [session] = frenchContent.programme.sessions.filter((candidate) => candidate.speakers.includes(first.id));
    await expect(page.getByRole('link', { name: session.title, exact: true })).toBeVisible();
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    await page.goto('/speakers');
    await expect(page.getByRole('img', { name: first.alt, exact: true })).toHaveCount(1);
  });

  test('a session’s preview card is the French page’s, described in French', async ({ page, request }) => {
    await page.goto('/fr/programme/104');
    // The session in French, and its calendar file too (/calendar/fr/…: French title, room, link).
    const french = frenchContent.programme.sessions.find((session) => session.id === 104)!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.title);
    await expect(page.getByText(french.description, { exact: true })).toBeVisible();
    const calendarHref = await page.getByRole('link', { name: fr.session.addToCalendar }).getAttribute('href');
    expect(calendarHref).toBe('/calendar/fr/session-104.ics');
    // Unfolded, and unescaped (iCalendar writes « \, » for a comma).
    const ics = (await (await request.get(calendarHref!)).text())
      .replace(/\r\n[ \t]/g, '')
      .replace(/\\([,;\\])/g, '$1');
    expect(ics).toContain(`SUMMARY:${french.title}`);
    expect(ics).toContain(`LOCATION:${frenchContent.programme.roomName('Hall B')}, `);
    expect(ics).toContain(`/fr/programme/104-`);
    const pathname = new URL(page.url()).pathname;
    const frenchAlt = fill(fr.session.imageAlt, { name: frenchContent.site.name, year: frenchContent.site.edition });
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', frenchAlt);
    await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute('content', frenchAlt);
    const card = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
    expect(new URL(card).pathname).toMatch(new RegExp(`^${pathname}/opengraph-image`));
    const image = await request.get(new URL(card).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    await page.goto(englishOf(pathname));
    const englishContent = localizedContent('en');
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      fill(en.session.imageAlt, { name: englishContent.site.name, year: englishContent.site.edition }),
    );
  });

  test('JSON-LD, canonical and og:url name the /fr page; inLanguage says which words are French', async ({ page }) => {
    /** Every absolute URL in a JSON value, but an organisation's, which names it in every language. */
    const urlsIn = (value: unknown): string[] => {
      if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
      if (!value || typeof value !== 'object' || (value as Record<string, unknown>)['@type'] === 'Organization')
        return [];
      return Object.values(value).flatMap(urlsIn);
    };
    const pages = [
      { path: '/fr', inLanguage: 'fr' },
      { path: '/fr/news/1', inLanguage: 'fr', superEvent: undefined },
      { path: '/fr/programme/104', inLanguage: 'fr', superEvent: 'fr' },
    ];
    for (const { path, inLanguage, superEvent } of pages) {
      await page.goto(path);
      const pathname = new URL(page.url()).pathname;
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts) {
        const data = JSON.parse(script);
        expect(new URL(data.url).pathname.replace(/\/$/, ''), path).toBe(pathname);
        expect(data.inLanguage, path).toBe(inLanguage);
        if (superEvent) expect(data.superEvent.inLanguage, path).toBe(superEvent);
        // The site's own pages in the JSON-LD are French pages; files (images) have one address.
        const own = urlsIn(data).filter(
          (url) =>
            new URL(url).origin === new URL(data.url).origin &&
            !/^\/(media\/|opengraph-image)/.test(new URL(url).pathname),
        );
        expect(
          own.filter((url) => !/^\/fr(\/|$)/.test(new URL(url).pathname)),
          path,
        ).toEqual([]);
      }
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', new RegExp(`${pathname}$`));
      await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute(
        'content',
        new RegExp(`${pathname}$`),
      );
    }
    await page.goto('/fr/programme/104');
    const session = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(session.location.name).toContain(frenchContent.programme.roomName('Hall B'));
  });

  test('offline, a French visitor’s page without a copy gets the French offline page', async ({ page, context }) => {
    const cached = (path: string) =>
      expect
        .poll(() => page.evaluate(async (p) => Boolean(await caches.match(p)), path), { timeout: 20_000 })
        .toBe(true);
    const unvisited = programme.find((session) => session.id === 409)!;
    await page.goto('/fr/2025-schedule');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await cached('/fr/2025-schedule');

    await context.setOffline(true);
    await page.goto('/fr/2025-schedule');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fill(fr.schedule.title, { year: frenchContent.edition.year }),
    );
    await page.goto(localePath('fr', `/programme/${unvisited.id}-${slugify(unvisited.title)}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.offline.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // It lists the saved French programme by its French title.
    await expect(
      page
        .getByRole('main')
        .getByRole('listitem')
        .getByRole('link', { name: new RegExp(fill(fr.schedule.title, { year: frenchContent.edition.year })) }),
    ).toHaveAttribute('href', '/fr/2025-schedule');
    await context.setOffline(false);
  });

  test('the privacy notice names the language cookie the switch stores, kept a year', async ({ page, context }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/about$/);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('fr');
    const year = 365 * 24 * 60 * 60;
    expect(Math.abs((cookie?.expires ?? 0) - Date.now() / 1000 - year)).toBeLessThan(60);
    for (const path of ['/privacy', '/fr/privacy']) {
      await page.goto(path);
      await expect(page.getByRole('main'), path).toContainText('NEXT_LOCALE');
    }
    await expect(page.getByRole('main')).toContainText('pour un an');
  });
});
