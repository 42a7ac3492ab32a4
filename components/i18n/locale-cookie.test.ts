import { localizedContent } from '@/content/localized';
import { hasChosenLocale, LOCALE_SWITCH_SCRIPT, rememberLocale } from './locale-cookie';

/** What rememberLocale writes into document.cookie. */
function written(): string {
  let value = '';
  const setter = jest.spyOn(document, 'cookie', 'set').mockImplementation((cookie: string) => {
    value = cookie;
  });
  rememberLocale('fr');
  setter.mockRestore();
  return value;
}

describe('the language cookie', () => {
  afterEach(() => {
    document.cookie = 'NEXT_LOCALE=; path=/; max-age=0';
  });

  it('stores the chosen language for the whole site for a year', () => {
    rememberLocale('fr');
    expect(document.cookie).toContain('NEXT_LOCALE=fr');
    expect(hasChosenLocale()).toBe(true);
    expect(written()).toBe(`NEXT_LOCALE=fr; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`);
  });

  it('is described by the privacy notice in every language: its name and how long it is kept', () => {
    const [name] = written().split('=');
    const english = localizedContent('en').privacy.intro.join(' ');
    const french = localizedContent('fr').privacy.intro.join(' ');
    expect(english).toContain(name);
    expect(english).toMatch(/for one year/);
    expect(french).toContain(name);
    expect(french).toMatch(/pour un an/);
  });
});

describe('the language switch script', () => {
  it('remembers the choice and carries the query and the fragment onto the link clicked', () => {
    new Function(LOCALE_SWITCH_SCRIPT)();
    window.history.pushState(null, '', '/fr/2025-schedule?tab=day-2#sessions');
    document.body.innerHTML =
      '<footer><a href="/2025-schedule" data-locale-switch="en"><span>English</span></a><a href="/about">About</a></footer>';
    // jsdom does not navigate; this keeps it from saying so.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    const [english, about] = Array.from(document.querySelectorAll('a'));
    about.click();
    expect(about.getAttribute('href')).toBe('/about');
    expect(hasChosenLocale()).toBe(false);
    english.querySelector('span')?.click();
    expect(english.getAttribute('href')).toBe('/2025-schedule?tab=day-2#sessions');
    expect(document.cookie).toContain('NEXT_LOCALE=en');
    // Only a language of the site is remembered.
    document.cookie = 'NEXT_LOCALE=; path=/; max-age=0';
    english.setAttribute('data-locale-switch', 'xx;domain=example.com');
    english.click();
    expect(hasChosenLocale()).toBe(false);
    document.removeEventListener('click', stay);
  });
});
