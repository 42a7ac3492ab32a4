import { act, fireEvent, render, screen } from '@testing-library/react';
import { fr } from '@/content/messages/fr';
import { LocaleSuggestion, preferredOtherLocale } from './locale-suggestion';

const offers = [{ locale: 'fr' as const, ...fr.shell.suggestion }];

function browserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

function clearCookie() {
  document.cookie = 'NEXT_LOCALE=; path=/; max-age=0';
}

beforeEach(() => {
  clearCookie();
  window.history.replaceState(null, '', '/about?x=1');
});

describe('preferredOtherLocale', () => {
  it('is the first of the site’s languages the browser lists, when it comes before the page’s', () => {
    expect(preferredOtherLocale(['fr-CI', 'en'], 'en')).toBe('fr');
    expect(preferredOtherLocale(['wo', 'FR', 'en-GB'], 'en')).toBe('fr');
    expect(preferredOtherLocale(['en-GB', 'fr'], 'en')).toBeNull();
    expect(preferredOtherLocale(['de', 'pt'], 'en')).toBeNull();
    expect(preferredOtherLocale([], 'en')).toBeNull();
  });
});

describe('LocaleSuggestion', () => {
  it('offers the same page in French to a browser that prefers French, in French', async () => {
    browserLanguages(['fr-SN', 'fr', 'en']);
    await act(async () => render(<LocaleSuggestion offers={offers} />));
    const region = screen.getByRole('complementary', { name: fr.shell.suggestion.label });
    expect(region).toHaveAttribute('lang', 'fr');
    expect(region).toHaveTextContent(fr.shell.suggestion.text);
    expect(screen.getByRole('link', { name: fr.shell.suggestion.link })).toHaveAttribute('href', '/fr/about?x=1');
  });

  it('is dismissed for good: the cookie remembers English', async () => {
    browserLanguages(['fr']);
    await act(async () => render(<LocaleSuggestion offers={offers} />));
    fireEvent.click(screen.getByRole('button', { name: fr.shell.suggestion.dismiss }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(document.cookie).toContain('NEXT_LOCALE=en');
  });

  it('says nothing once a language was chosen, or to a browser that prefers English', async () => {
    browserLanguages(['fr']);
    document.cookie = 'NEXT_LOCALE=fr; path=/';
    const { unmount } = await act(async () => render(<LocaleSuggestion offers={offers} />));
    expect(screen.queryByRole('complementary')).toBeNull();
    unmount();
    clearCookie();
    browserLanguages(['en-NG', 'fr']);
    await act(async () => render(<LocaleSuggestion offers={offers} />));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
