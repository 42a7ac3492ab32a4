import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { en } from '../../content/messages/en';
import { fr } from '../../content/messages/fr';
import { localePath, splitLocalePath } from '../../lib/routes';
import { programmePages } from './programme-pages';
import { publicPages, type PublicPage } from './public-pages';

/**
 * Every public page the budget, phone-bytes and accessibility tests visit, in French
 * (/fr, /fr/about, …, a French news article, session and speaker, the French ticket page).
 */
export const frenchPages: PublicPage[] = [...publicPages, ...programmePages].map((target) => ({
  // Names read as paths (« /programme/{id}-{slug} »): the French page's is under /fr.
  name: target.name === '/' ? '/fr' : `/fr${target.name}`,
  path: localePath('fr', target.path),
  isOwnPath: (pathname: string) => {
    const { locale, path } = splitLocalePath(pathname);
    return locale === 'fr' && target.isOwnPath(path);
  },
}));

/** The path a French page's alternates point at for English (the same page without /fr). */
export const englishOf = (pathname: string) => pathname.replace(/^\/fr(?=\/|$)/, '') || '/';

/**
 * A French page, already opened and scrolled through, answers in French: lang="fr", its hreflang
 * alternates and canonical, the same answer without a browser's language or cookie (no
 * redirect), and no English interface text among what a person sees.
 */
export async function checkFrench(page: Page, request: APIRequestContext): Promise<void> {
  const pathname = new URL(page.url()).pathname;
  await test.step('French, with its hreflang alternates', async () => {
    expect(pathname.startsWith('/fr')).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const alternate = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`);
    await expect(alternate('fr')).toHaveAttribute('href', new RegExp(`${pathname}$`));
    await expect(alternate('en')).toHaveAttribute(
      'href',
      new RegExp(`${englishOf(pathname) === '/' ? '/?' : englishOf(pathname)}$`),
    );
    await expect(alternate('x-default')).toHaveAttribute('href', (await alternate('en').getAttribute('href')) ?? '');
    if (!/\/(ticket|register\/claim|offline)/.test(pathname))
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${pathname}$`));
    expect((await request.get(page.url(), { maxRedirects: 0 })).status()).toBe(200);
  });
  await test.step('no English interface text', async () => {
    const text = await visibleFrenchText(page);
    // Whole words only: "Register" must not match inside "Registered".
    const found = englishInterfaceTexts().filter((phrase) =>
      new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text),
    );
    expect(found).toEqual([]);
  });
}

/** The text a person sees, without the words marked as another language (lang="en"). */
async function visibleFrenchText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (
        !element ||
        element.closest('script, style, noscript, [lang="en"]') ||
        !element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
      )
        continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ').replace(/\s+/g, ' ');
  });
}

/**
 * The English interface texts (content/messages/en.ts) a French page must not show: each text
 * whole, or the fixed parts of a text with `{values}` that are phrases (one word between values,
 * « {year} programme », is too common to tell). Not checked: the texts French writes the same
 * (`fr` has the same value), and these words, which French pages show as French words or inside
 * the proper names the content keeps (« Africa Creative Market », « Creative Hackathon »,
 * « Next Level », « Art Exhibition », « Technology Partner », and the speaker search's sector
 * names inside partner events' and articles' names: « Eko Photography Academy », « Creative Legal
 * Summit », « Ilu Dance Company »).
 */
const sameInBothLanguages = new Set([
  'Contact',
  'Africa',
  'Next',
  'Exhibition',
  'Technology',
  'Art',
  'Music',
  'Photography',
  'Dance',
  'Legal',
  // Inside the organisations' names that the speakers' French roles keep (« Lagos Fashion
  // Collective », « Umoya Dance Company »).
  'Fashion',
  'Company',
]);

function englishInterfaceTexts(): string[] {
  const texts = new Set<string>();
  const walk = (english: unknown, french: unknown) => {
    if (typeof english === 'string') {
      if (english === french) return;
      const parts = english.split(/\{\w+\}/);
      for (const part of parts) {
        const text = part
          .trim()
          .replace(/^[:·,.–(-]\s*|\s*[:·,.–)-]$/g, '')
          .trim();
        const phrase = /\s/.test(text);
        if (text.length >= 3 && (phrase || parts.length === 1) && !sameInBothLanguages.has(text)) texts.add(text);
      }
    } else if (english && typeof english === 'object') {
      for (const [key, value] of Object.entries(english)) walk(value, (french as Record<string, unknown>)[key]);
    }
  };
  walk(en, fr);
  return [...texts];
}
