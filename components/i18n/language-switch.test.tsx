import { render, screen } from '@testing-library/react';
import { LanguageSwitch } from './language-switch';

let pathname = '/about';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

/**
 * The header's compact switch shows a language's code; its accessible name must start with that
 * code (WCAG 2.5.3, label in name: a speech user says what is shown) and still say the language.
 * axe-core 4.14 reported the earlier name (the language's name alone) as a serious violation; it
 * needs a real layout to judge what is visible, so e2e/public-pages.spec.ts runs it, in Chromium.
 */
describe('LanguageSwitch, compact', () => {
  it.each([
    ['en', 'FR', 'FR (Français)', '/about', '/fr/about'],
    ['fr', 'EN', 'EN (English)', '/fr/about', '/about'],
  ] as const)('on a page in %s: shows %s, is named with it and the language', (current, shown, name, path, href) => {
    pathname = path;
    render(<LanguageSwitch current={current} label="Languages" compact />);
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName(name);
    expect(link).toHaveAttribute('href', href);
    expect(link.firstChild?.textContent).toBe(shown);
  });

  it('names each language in full where there is room', () => {
    pathname = '/about';
    render(<LanguageSwitch current="en" label="Languages" />);
    expect(screen.getByRole('link')).toHaveAccessibleName('Français');
    expect(screen.getByRole('link')).toHaveTextContent(/^Français$/);
  });
});
