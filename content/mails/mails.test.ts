import { locales } from '../locales';
import { en } from './en';
import { mailMessages } from './index';
import { formPages as enFormPages } from '../form-pages';
import { formPages as frFormPages } from '../fr/form-pages';

/**
 * The mail catalogues side by side. The type check already refuses a French catalogue with a
 * key missing; this names every key (and every {placeholder}) present in one language and
 * missing in the other, so a catalogue forced past the types (a cast, a JSON import) is caught
 * with the keys to fix.
 */
type Catalogue = { [key: string]: string | Catalogue };

/** Every key path of a catalogue with its text: "attendee.title" → "Thank you for …". */
function entries(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of entries(value, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** What `other` lacks of `reference` and holds beyond it, by key path, and the keys whose placeholders differ. */
function compare(
  reference: Catalogue,
  other: Catalogue,
): { missing: string[]; extra: string[]; placeholders: string[] } {
  const want = entries(reference);
  const have = entries(other);
  return {
    missing: [...want.keys()].filter((key) => !have.has(key)),
    extra: [...have.keys()].filter((key) => !want.has(key)),
    placeholders: [...want.keys()].filter(
      (key) => have.has(key) && placeholders(want.get(key) ?? '').join() !== placeholders(have.get(key) ?? '').join(),
    ),
  };
}

describe('the mail catalogues', () => {
  // A form's confirmation mail, page copy and privacy line live in content/form-pages.ts, keyed by
  // form; their schema is a record, so the type check cannot match French to English there.
  it("fr has every English word of each form's page, mail and privacy line, with the same placeholders", () => {
    expect(compare(enFormPages as unknown as Catalogue, frFormPages as unknown as Catalogue)).toEqual({
      missing: [],
      extra: [],
      placeholders: [],
    });
  });

  it.each(locales.filter((locale) => locale !== 'en'))(
    '%s has every English key, no other, with the same placeholders',
    (locale) => {
      expect(compare(en, mailMessages[locale])).toEqual({ missing: [], extra: [], placeholders: [] });
    },
  );

  it('names the keys one language lacks, either way, and a placeholder dropped', () => {
    const other = { layout: { greeting: 'Bonjour,' }, attendee: { title: 'Merci', surplus: 'x' } };
    const result = compare(
      { layout: { greeting: 'Dear {name},', regards: 'Warm regards,' }, attendee: { title: 'Thanks' } },
      other,
    );
    expect(result).toEqual({
      missing: ['layout.regards'],
      extra: ['attendee.surplus'],
      placeholders: ['layout.greeting'],
    });
  });

  it('French follows French typography: a narrow no-break space before ; : ! ? and typographic apostrophes', () => {
    for (const [key, text] of entries(mailMessages.fr)) {
      expect({ key, wrongSpace: /(?:^|[^\u202f])[;:!?]/.test(text.replace(/\{\w+\}/g, '')) }).toEqual({
        key,
        wrongSpace: false,
      });
      expect({ key, straightApostrophe: text.includes("'") }).toEqual({ key, straightApostrophe: false });
    }
  });
});
