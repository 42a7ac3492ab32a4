import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules axe checks the gate's screens against. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe over `page`, run in the page itself. By default @axe-core/playwright runs axe in each frame,
 * then opens a blank page, loads axe there again and merges the results in it: about twice the
 * time, for cross-origin frames, which the checked pages do not have (the contact map's iframe
 * appears on a click, and its test excludes it). Same-origin frames are still checked.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** Fails with each violated rule and the elements it names; `name` says which state was checked. */
export async function expectNoViolations(page: Page, name: string) {
  // After a form's server action React puts the page's metadata back in place; axe run in that
  // moment finds no <title>. Every page has one: wait for it, then check.
  await expect(page, `${name}: a title`).toHaveTitle(/\S/);
  const results = await axeBuilder(page).withTags(tags).analyze();
  expect(
    results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
    name,
  ).toEqual([]);
}
