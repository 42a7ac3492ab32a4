/** @jest-environment node */
import * as enAbout from '../about';
import * as enAttendeeHelp from '../attendee-help';
import * as enEdition from '../edition';
import * as enFaq from '../faq';
import * as enFormPages from '../form-pages';
import * as enHome from '../home';
import * as enNews from '../news';
import * as enNavigation from '../navigation';
import * as enRegistration from '../registration';
import * as enPrivacy from '../privacy';
import * as enTerms from '../terms';
import * as enPartnerEvents from '../partner-events';
import * as enPartners from '../partners';
import * as enGallery from '../gallery';
import * as enLetterPages from '../letter-pages';
import * as enSchedules from '../schedules';
import * as enSite from '../site';
import * as frAbout from './about';
import * as frAttendeeHelp from './attendee-help';
import * as frEdition from './edition';
import * as frFaq from './faq';
import * as frFormPages from './form-pages';
import * as frHome from './home';
import * as frNews from './news';
import * as frNavigation from './navigation';
import * as frRegistration from './registration';
import * as frPrivacy from './privacy';
import * as frTerms from './terms';
import * as frPartnerEvents from './partner-events';
import * as frPartners from './partners';
import * as frGallery from './gallery';
import * as frLetterPages from './letter-pages';
import * as frSchedules from './schedules';
import * as frSite from './site';
import { formatDate, formatTime } from './dates';
import * as enCountries from '../countries';
import * as enLetters from '../letters';
import * as frCountries from './countries';
import * as frLetters from './letters';
import * as frProgramme from './programme';
import * as frSpeakers from './speakers';
import { programme } from '../programme';
import { formatLabels, trackLabels } from '../schemas/programme';
import { editionSpeakers } from '../speakers';
import { pastSpeakers } from '../past-speakers';
import { localizedContent } from '../localized';
import * as frPastSpeakers from './past-speakers';
import { keyedTranslations } from './translation';
import { slugify } from '../schemas/slug';
import boards from '../data/schedule-boards.json';

/**
 * The French content modules against their English twins (the brief's contract): the same export
 * names; the same shape (keys, array lengths, function arities); the same values where a value is
 * not words (ids, links, media paths, dates, contacts); French words wherever the English has words,
 * with French typography.
 */

/** Each French module of content/fr beside the English module it translates. */
const pick = (module: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, module[name]]));

const mirrored: [string, Record<string, unknown>, Record<string, unknown>][] = [
  ['site', enSite, frSite],
  ['edition', enEdition, frEdition],
  ['home', enHome, frHome],
  ['about', enAbout, frAbout],
  ['faq', enFaq, frFaq],
  ['navigation', enNavigation, frNavigation],
  ['form-pages', enFormPages, frFormPages],
  ['registration', enRegistration, frRegistration],
  ['attendee-help', enAttendeeHelp, frAttendeeHelp],
  ['gallery', enGallery, frGallery],
  ['schedules', enSchedules, frSchedules],
  ['letter-pages', enLetterPages, frLetterPages],
  ['partners', enPartners, frPartners],
  ['partner-events', enPartnerEvents, frPartnerEvents],
  ['privacy', enPrivacy, frPrivacy],
  ['terms', enTerms, frTerms],
  ['news', enNews, frNews],
  // Only the download pages' words: the letters and certificates stay in English.
  ['letters', pick(enLetters, ['downloadTexts', 'letterUnlockTexts']), frLetters],
];

/** Site paths, links and media files: not words, identical in both languages. */
const isLink = (value: string) => /^(\/|https?:\/\/|mailto:|tel:)/.test(value);
/** Keys whose values are not words: identical in both languages. */
const dataKeys = new Set([
  'id',
  'fileName',
  'external',
  'network',
  'code',
  'updated',
  'day',
  // content/site.ts's facts: names, address, contacts, dates.
  'name',
  'shortName',
  'eventCode',
  'street',
  'locality',
  'country',
  'email',
  'supportEmail',
  'phone',
  'defaultSiteUrl',
  'hackathonUrl',
  'highlightsVideoUrl',
  'mapEmbedUrl',
  'mapLinkUrl',
  'startDate',
  'endDate',
  'timeZone',
  'opens',
  'closes',
  'utcOffset',
  'countdownTarget',
  'opensAt',
  'closesAt',
  'ticketIdPrefix',
]);
/**
 * Texts that stay as given: the speakers' names on the boards, and the past edition's session
 * titles as its printed boards carry them. Neither compared with the English nor held to French
 * typography.
 */
const givenLanguagePaths = [
  /^schedules\..*\.sessions\[\d+\]\.speakers$/,
  /^schedules\.(pastScheduleDays|scheduleBoards\.past)\b.*\.sessions\[\d+\]\.title$/,
];
/** Values that are not words found by their path rather than their key. */
const dataPaths: RegExp[] = [
  // What the registration form submits for a category.
  /^registration\.attendeeCategories\[\d+\]\.value$/,
  // An article body block's type picks its component.
  /^news\..*\.type$/,
];

/**
 * Texts that are the same in both languages: proper names only (the event's names, brand names).
 * Strings without a letter (« 30+ ») may also be the same.
 */
const sameInBothLanguages = new Set<string>([
  enSite.site.name,
  enSite.site.shortName,
  enEdition.edition.title,
  enEdition.edition.shortTitle,
  'FAQ',
  // The venue's address, in the articles' event details.
  `${enSite.site.venue.name}, ${enSite.site.venue.street}, ${enSite.site.venue.locality}`,
  // A room of the venue whose name French writes the same.
  'Studio 1',
  // Partner events: their titles are brand names.
  ...[...enPartnerEvents.editionPartnerEvents, ...enPartnerEvents.previousPartnerEvents].map((event) => event.title),
  // Supporters named on /about: the partners' names (content/data/partner-names.json).
  ...enAbout.about.background.supporters,
]);

type Text = { path: string; en: string; fr: string };

/** Walks the English and French values side by side: shape and data problems, and the text pairs. */
function walk(en: unknown, fr: unknown, path: string, texts: Text[], problems: string[]) {
  const key =
    path
      .replace(/\[\d+\]$/, '')
      .split('.')
      .at(-1) ?? path;
  if (typeof en === 'function') {
    if (typeof fr !== 'function') return void problems.push(`${path}: not a function`);
    if (fr.length !== en.length)
      return void problems.push(`${path}: takes ${fr.length} arguments, English takes ${en.length}`);
    const args = [101, 202, 303].slice(0, en.length);
    const [enResult, frResult] = [en(...args), fr(...args)];
    if (typeof enResult === 'string' && typeof frResult === 'string') {
      const missing = args.filter((arg) => enResult.includes(String(arg)) && !frResult.includes(String(arg)));
      if (missing.length > 0) problems.push(`${path}: the French leaves out argument(s) ${missing.join(', ')}`);
    }
    return walk(enResult, frResult, `${path}()`, texts, problems);
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(fr)) return void problems.push(`${path}: not an array`);
    if (fr.length !== en.length) return void problems.push(`${path}: ${fr.length} items, English has ${en.length}`);
    return en.forEach((item, index) => walk(item, fr[index], `${path}[${index}]`, texts, problems));
  }
  if (en !== null && typeof en === 'object') {
    if (fr === null || typeof fr !== 'object' || Array.isArray(fr)) return void problems.push(`${path}: not an object`);
    const [enKeys, frKeys] = [Object.keys(en).sort(), Object.keys(fr).sort()];
    if (enKeys.join() !== frKeys.join())
      return void problems.push(`${path}: keys ${frKeys.join(', ')}, English has ${enKeys.join(', ')}`);
    return enKeys.forEach((k) =>
      walk((en as Record<string, unknown>)[k], (fr as Record<string, unknown>)[k], `${path}.${k}`, texts, problems),
    );
  }
  if (
    typeof en === 'string' &&
    typeof fr === 'string' &&
    givenLanguagePaths.some((pattern) => pattern.test(path)) &&
    !/^Open to all/.test(en)
  ) {
    if (fr !== en) problems.push(`${path}: ${JSON.stringify(fr)} should stay ${JSON.stringify(en)}`);
    return;
  }
  if (
    typeof en === 'string' &&
    typeof fr === 'string' &&
    !isLink(en) &&
    !dataKeys.has(key) &&
    !dataPaths.some((pattern) => pattern.test(path))
  ) {
    return void texts.push({ path, en, fr });
  }
  if (!Object.is(en, fr)) problems.push(`${path}: ${JSON.stringify(fr)} is not the English ${JSON.stringify(en)}`);
}

/** What breaks the brief's French typography in one text (URLs and email addresses aside). */
function typographyProblems(text: string): string[] {
  const t = text.replace(/https?:\/\/\S+/g, '').replace(/\S+@\S+\.\w+/g, '');
  const problems: string[] = [];
  if (/\d:\d\d/.test(t) || /\d\s?(AM|PM)\b/.test(t))
    problems.push('a time written the English way (French writes 9 h 00)');
  if (/(^|[^\u202f\u00a0])[;:!?]/.test(t)) problems.push('« ; : ! ? » without a no-break space before it');
  if (t.includes('"')) problems.push('a straight double quote (French uses « »)');
  if (t.includes("'")) problems.push('a straight apostrophe (use ’)');
  if (/«(?!\u202f)|(?<!\u202f)»/.test(t)) problems.push('« guillemets » without U+202F inside');
  if (/[ \u00a0]\u202f|\u202f[ \u00a0]/.test(t)) problems.push('an ordinary space beside a narrow no-break space');
  if (/\d ?%/.test(t)) problems.push('« % » without U+202F before it');
  if (/\d,\d{3}(?!\d)/.test(t)) problems.push('an English thousands separator (French writes 25 000)');
  return problems;
}

const compared = mirrored.map(([name, en, fr]) => {
  const texts: Text[] = [];
  const problems: string[] = [];
  walk(en, fr, name, texts, problems);
  return { name, en, fr, texts, problems };
});

describe.each(compared)('content/fr/$name.ts', ({ en, fr, texts, problems }) => {
  it('exports the names content/ exports', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('has the English shape and the English values where they are not words', () => {
    expect(problems).toEqual([]);
  });

  it('has words wherever the English has words', () => {
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => text.fr.trim() === '').map((text) => text.path)).toEqual([]);
  });

  it('says in French what the English says, proper names aside', () => {
    const untranslated = texts.filter(
      (text) => text.fr === text.en && /\p{L}/u.test(text.en) && !sameInBothLanguages.has(text.en),
    );
    expect(untranslated.map((text) => `${text.path}: ${text.fr}`)).toEqual([]);
  });

  it('keeps every {placeholder} the English fills in', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();
    const lost = texts.filter((text) => placeholders(text.fr).join() !== placeholders(text.en).join());
    expect(lost.map((text) => `${text.path}: ${text.fr}`)).toEqual([]);
  });

  it('follows French typography', () => {
    const wrong = texts.flatMap((text) =>
      typographyProblems(text.fr).map((problem) => `${text.path}: ${problem} in ${JSON.stringify(text.fr)}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe('French formats', () => {
  it('writes dates and times the French way', () => {
    expect(formatDate('2025-09-16')).toBe('mardi 16 septembre 2025');
    expect(formatDate('2025-10-01')).toBe('mercredi 1er octobre 2025');
    expect(formatTime('09:00')).toBe('9\u202fh\u202f00');
    expect(formatTime('17:30')).toBe('17\u202fh\u202f30');
  });

  it('labels the edition in French', () => {
    expect(frEdition.edition.datesWithYear).toBe('16–19 septembre 2025');
    expect(frEdition.edition.datesInWords).toBe('du 16 au 19 septembre 2025');
    expect(frEdition.edition.length).toBe('quatre jours');
  });

  it('finds each typography mistake it looks for', () => {
    expect(typographyProblems('Bienvenue : entrez')).toHaveLength(1);
    expect(typographyProblems('Bienvenue: entrez')).toHaveLength(1);
    expect(typographyProblems('Ouverture à 9:00')).toContain('a time written the English way (French writes 9 h 00)');
    expect(typographyProblems('Ouverture à 9 AM')).toEqual(['a time written the English way (French writes 9 h 00)']);
    expect(typographyProblems('Un « mot »')).toHaveLength(1);
    expect(typographyProblems('Un "mot"')).toHaveLength(1);
    expect(typographyProblems('1,4 %')).toHaveLength(1);
    expect(typographyProblems('4,000 places')).toHaveLength(1);
    expect(typographyProblems('Voir https://example.com/a?b=c:d')).toEqual([]);
    expect(typographyProblems('Bienvenue\u202f: « mot » à 9\u202fh\u202f00, 1,4\u202f%')).toHaveLength(1);
    expect(typographyProblems('Bienvenue\u202f: «\u202fmot\u202f» à 9\u202fh\u202f00, 1,4\u202f%')).toEqual([]);
  });
});

describe('content/fr/countries.ts', () => {
  const cldr = new Intl.DisplayNames(['fr'], { type: 'region' });
  /** Where the list follows francophone usage rather than CLDR's French name. */
  const usage: Record<string, string> = {
    CD: 'République démocratique du Congo',
    CG: 'République du Congo',
    HK: 'Hong Kong',
    MO: 'Macao',
    PS: 'Palestine',
    VA: 'Cité du Vatican',
    MF: 'Saint-Martin (partie française)',
    VC: 'Saint-Vincent-et-les-Grenadines',
  };
  const groups = [
    ['africanCountries', enCountries.africanCountries, frCountries.africanCountries],
    ['otherCountries', enCountries.otherCountries, frCountries.otherCountries],
  ] as const;
  const french = [...frCountries.africanCountries, ...frCountries.otherCountries];

  it('exports the names content/countries.ts exports', () => {
    expect(Object.keys(frCountries).sort()).toEqual(Object.keys(enCountries).sort());
  });

  it.each(groups)('%s: the English codes (what the form submits), sorted by French name', (_, en, fr) => {
    expect(fr.map((country) => country.code).sort()).toEqual(en.map((country) => country.code).sort());
    const names = fr.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
    expect(new Set(names).size).toBe(names.length);
  });

  it('names each country in French: CLDR’s name, or francophone usage', () => {
    const other = french.filter((country) => country.name !== (usage[country.code] ?? cldr.of(country.code)));
    expect(other.map((country) => `${country.code}: ${country.name}`)).toEqual([]);
    expect(french.filter((country) => typographyProblems(country.name).length > 0)).toEqual([]);
  });
});

describe('content/fr/programme.ts: the programme’s page words', () => {
  const labels = [
    ['trackLabels', trackLabels, frProgramme.trackLabels],
    ['formatLabels', formatLabels, frProgramme.formatLabels],
  ] as const;

  it.each(labels)('%s: a French label for every English key', (_, en, fr) => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    const pairs = Object.entries(en).map(([key, label]) => [label, (fr as Record<string, string>)[key]]);
    expect(pairs.filter(([english, label]) => label === english || typographyProblems(label).length > 0)).toEqual([]);
  });

  it('names in French every room of the programme and of the past boards', () => {
    const rooms = [
      ...new Set([
        ...programme.map((session) => session.room),
        ...boards.past.flatMap((board) => board.sessions.map((session) => session.venue)),
      ]),
    ];
    const names = rooms.map((room) => [room, frProgramme.roomName(room)]);
    expect(
      names.filter(
        ([room, name]) => (name === room && !sameInBothLanguages.has(room)) || typographyProblems(name).length > 0,
      ),
    ).toEqual([]);
    expect(() => frProgramme.roomName('Rooftop Bar')).toThrow('no French name for the room "Rooftop Bar"');
  });

  it('labels the days « Jour n »', () => {
    expect(frProgramme.dayLabel(2)).toBe('Jour 2');
    expect(frSchedules.pastScheduleDays.map((day) => day.label)).toEqual(['Jour 1', 'Jour 2', 'Jour 3', 'Jour 4']);
  });

  it('leaves no « Open to all delegates » on the French boards', () => {
    const speakers = frSchedules.programmeBoards.days.flatMap((day) =>
      day.boards.flatMap((board) => board.sessions.map((session) => session.speakers)),
    );
    expect(speakers).toContain('Ouvert à tous les délégués');
    expect(speakers.filter((entry) => /open to all/i.test(entry))).toEqual([]);
  });
});

describe('content/fr/speakers.ts: the speakers’ page words', () => {
  it('describes a portrait in French where the English says « Portrait of … »', () => {
    expect(editionSpeakers.filter((speaker) => speaker.alt !== `Portrait of ${speaker.name}`)).toEqual([]);
    const alts = editionSpeakers.map((speaker) => frSpeakers.portraitAlt(speaker.name));
    expect(alts[0]).toBe(`Portrait d’${editionSpeakers[0].name}`);
    expect(
      alts.filter((alt, index) => alt === editionSpeakers[index].alt || typographyProblems(alt).length > 0),
    ).toEqual([]);
  });

  it('elides « de » before a vowel, with the typographic apostrophe', () => {
    expect(frSpeakers.portraitAlt('Ada')).toBe('Portrait d’Ada');
    expect(frSpeakers.portraitAlt('Aïssatou Ndiaye')).toBe('Portrait d’Aïssatou Ndiaye');
    expect(frSpeakers.portraitAlt('Ọlá Adé')).toBe('Portrait d’Ọlá Adé');
    expect(frSpeakers.portraitAlt('Ẹniọlá Bello')).toBe('Portrait d’Ẹniọlá Bello');
    expect(frSpeakers.portraitAlt('Émeka Obi')).toBe('Portrait d’Émeka Obi');
    expect(frSpeakers.portraitAlt('uchenna Nnaji')).toBe('Portrait d’uchenna Nnaji');
    expect(frSpeakers.portraitAlt('Kwame Mensah')).toBe('Portrait de Kwame Mensah');
    // A consonant Y and a sounded h keep « de ».
    expect(frSpeakers.portraitAlt('Yaw Darko')).toBe('Portrait de Yaw Darko');
    expect(frSpeakers.portraitAlt('Hadiza Abubakar')).toBe('Portrait de Hadiza Abubakar');
  });
});

/** English words that a French sentence has no use for: their presence means a text left in English. */
const englishWords = /\b(the|and|of|with|for|from|who|which|their)\b/i;

describe('the people and the programme in French', () => {
  const french = localizedContent('fr');

  it('gives every 2025 speaker a French role and bio, in the English list’s order', () => {
    const speakers = french.speakers.editionSpeakers;
    expect(speakers.map((speaker) => speaker.id)).toEqual(editionSpeakers.map((speaker) => speaker.id));
    const problems = speakers.flatMap((speaker, index) => {
      const english = editionSpeakers[index];
      return [
        ...(speaker.title === english.title ? [`${speaker.id}: the English title`] : []),
        ...(speaker.bio === english.bio ? [`${speaker.id}: the English bio`] : []),
        ...(englishWords.test(speaker.bio) ? [`${speaker.id}: English words in ${speaker.bio}`] : []),
        ...[speaker.title, speaker.bio].flatMap((text) => typographyProblems(text).map((p) => `${speaker.id}: ${p}`)),
        // The name, portrait and look are the English data's.
        ...(speaker.name !== english.name || speaker.src !== english.src ? [`${speaker.id}: not the same person`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('names a woman’s role in the feminine', () => {
    const role = (id: string) => french.speakers.editionSpeakers.find((speaker) => speaker.id === id)?.title;
    expect(role('adaeze-nwachukwu')).toBe('Fondatrice et PDG, Reelhouse Studios Lagos');
    expect(role('kwame-asante-boateng')).toBe('Directeur général, Osu Sound Republic');
    const womenInMasculine = french.speakers.editionSpeakers.filter(
      (speaker, index) =>
        editionSpeakers[index].look.presentation === 'woman' &&
        /^(Directeur|Fondateur|Producteur|Cofondateur|Conseiller|Créateur|Rédacteur|Associé|Chargé)(?!\p{L})/u.test(
          speaker.title,
        ),
    );
    expect(womenInMasculine.map((speaker) => speaker.id)).toEqual([]);
  });

  it('gives every session a French title and description; brand names stay', () => {
    expect(french.programme.sessions.map((session) => session.id)).toEqual(programme.map((session) => session.id));
    const problems = french.programme.sessions.flatMap((session, index) => {
      const english = programme[index];
      return [
        ...(session.title === english.title ? [`${session.id}: the English title`] : []),
        ...(session.description === english.description ? [`${session.id}: the English description`] : []),
        ...(englishWords.test(session.description) ? [`${session.id}: English words in ${session.description}`] : []),
        ...[session.title, session.description].flatMap((text) =>
          typographyProblems(text).map((p) => `${session.id}: ${p}`),
        ),
        ...(session.date !== english.date || session.room !== english.room
          ? [`${session.id}: not the same session`]
          : []),
        // One address in every language: the English title's slug.
        ...(session.slug !== slugify(english.title) ? [`${session.id}: not the English address`] : []),
      ];
    });
    expect(problems).toEqual([]);
    const title = (id: number) => french.programme.sessions.find((session) => session.id === id)?.title;
    expect(title(207)).toBe('FashionEVO Show\u202f: défilé');
    expect(title(309)).toMatch(/^Business of Photography\u202f: /);
  });

  it('translates every past speaker’s role, for the speaker, and keeps the company', () => {
    const translated = french.speakers.pastSpeakers;
    expect(translated).toHaveLength(pastSpeakers.length);
    const englishRoles = new Set(pastSpeakers.map((speaker) => speaker.title.split(',')[0].trim()));
    const problems = translated.flatMap((speaker, index) => {
      const english = pastSpeakers[index];
      const [role, ...company] = speaker.title.split(',');
      return [
        ...(englishRoles.has(role.trim()) ? [`${english.name}: the English role ${role}`] : []),
        ...(company.join(',') !== english.title.split(',').slice(1).join(',') ? [`${english.name}: the company`] : []),
        ...typographyProblems(speaker.title).map((p) => `${english.name}: ${p}`),
      ];
    });
    expect(problems).toEqual([]);
    expect(translated[0].title).toBe('Cheffe de programme, Enugu Design Collective');
    expect(frPastSpeakers.frenchPastTitle('Programme Manager, Enugu Design Collective', 'man')).toBe(
      'Chef de programme, Enugu Design Collective',
    );
    expect(frPastSpeakers.frenchPastTitle('Sound Engineer ', 'woman')).toBe('Ingénieure du son');
    expect(() => frPastSpeakers.frenchPastTitle('Astronaut, Space Co', 'man')).toThrow('Astronaut');
    // The table holds no role that no one has: each entry is still needed.
    expect(Object.keys(frPastSpeakers.roleTranslations).filter((role) => !englishRoles.has(role))).toEqual([]);
  });

  it('fails loudly on a missing or an unknown id', () => {
    expect(() => keyedTranslations<string, number>('x.ts', ['a', 'b'], { a: 1 })).toThrow('x.ts: no French text for b');
    expect(() => keyedTranslations<string, number>('x.ts', ['a'], { a: 1, c: 2 })).toThrow(
      'a French text for unknown c',
    );
    expect(keyedTranslations('x.ts', [1, 2], { 1: 'un', 2: 'deux' }).get(2)).toBe('deux');
  });

  it('leaves the English pages their English words', () => {
    const english = localizedContent('en');
    expect(english.speakers.editionSpeakers).toBe(editionSpeakers);
    expect(english.speakers.pastSpeakers).toBe(pastSpeakers);
    expect(english.programme.sessions).toBe(programme);
    expect(english.programme.session(programme[0])).toBe(programme[0]);
  });
});
