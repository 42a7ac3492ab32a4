/** @jest-environment node */
import { locales } from '../locales';
import { en, type Messages } from './en';
import { fr } from './fr';

/**
 * The interface catalogues: every key of one language is in the other. The type
 * (`fr: Messages`) already fails the build on a missing key; this names each one, both ways, so
 * a catalogue built otherwise (a third language, a JSON file) is checked the same way.
 */
const catalogues: Record<string, Messages> = { en, fr };

/** Every leaf of a catalogue as a dotted key with its text. */
function leaves(node: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof node === 'string') found.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node))
      for (const [path, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) found.set(path, text);
  return found;
}

/** The keys of `a` missing in `b`. */
const missing = (a: Map<string, string>, b: Map<string, string>) => [...a.keys()].filter((key) => !b.has(key));

/** The `{name}` placeholders of a text. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the interface catalogues', () => {
  const english = leaves(en);

  it('has one catalogue per language of content/locales.ts', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...locales].sort());
  });

  it.each(locales.filter((locale) => locale !== 'en'))(
    '%s has every English key and no other (the lists name them)',
    (locale) => {
      const other = leaves(catalogues[locale]);
      expect({ missingIn: locale, keys: missing(english, other) }).toEqual({ missingIn: locale, keys: [] });
      expect({ missingInEnglish: true, keys: missing(other, english) }).toEqual({ missingInEnglish: true, keys: [] });
    },
  );

  it.each(locales.filter((locale) => locale !== 'en'))('%s fills the same values in each text', (locale) => {
    const other = leaves(catalogues[locale]);
    const differ = [...english]
      .filter(
        ([key, text]) => other.has(key) && placeholders(text).join() !== placeholders(other.get(key) ?? '').join(),
      )
      .map(([key]) => key);
    // speakers.description: the French sentence takes the dates « du 16 au 19 septembre 2025 ».
    expect(differ).toEqual(['speakers.description']);
  });

  it('writes French with French typography: a narrow no-break space before « : ; ! ? » and no straight apostrophe', () => {
    const french = [...leaves(fr)];
    expect(french.filter(([, text]) => / [:;!?]/.test(text) || /\u00a0[:;!?]/.test(text)).map(([key]) => key)).toEqual(
      [],
    );
    expect(french.filter(([, text]) => text.includes("'")).map(([key]) => key)).toEqual([]);
  });

  it.each(locales)(
    '%s: a star button with its word shown is named with that word (WCAG 2.5.3, label in name)',
    (locale) => {
      const { label, text } = catalogues[locale].client.star;
      expect(label.toLocaleLowerCase(locale).split(/[\s\u202f:]+/)).toContain(text.toLocaleLowerCase(locale));
    },
  );

  it('leaves no English text in the French catalogue but proper names and words the same in both', () => {
    const same = [...leaves(fr)].filter(([key, text]) => text !== '' && english.get(key) === text).map(([key]) => key);
    expect(same.sort()).toEqual(
      [
        // Words French shares with English, and the example address of a placeholder.
        'client.countdown.min',
        'client.filters.format',
        'contact.country',
        'faq.eyebrow',
        'forms.fields.contactMessage.label',
        'forms.fields.partnerMessage.label',
        'forms.fields.website.placeholder',
        'forms.industries.agriculture',
        'forms.validation.names.message',
        'gallery.photos',
        'news.articles',
        'shell.menuTitle',
        'shell.mobileNav',
      ].sort(),
    );
  });
});
