/**
 * The page words of the speakers in French. Names, titles and bios stay in the language
 * content/speakers.ts and content/past-speakers.ts give them; only the portraits' alt texts,
 * « Portrait of {name} » in English, are French.
 */

/**
 * « de » before a name, elided before a vowel, accented ones too (« d’Ọlá »): « d’Ada »,
 * « d’Aïssatou », « d’Uchenna ». Not before a consonant, a Y sounded as one (« de Yaw ») or an h:
 * the line-up's names sound their h (« de Hadiza »), and whether a name's h is mute cannot be told
 * from its spelling.
 */
const ofName = (name: string) => (/^[aeiouœæ]/iu.test(name.normalize('NFD')) ? `d’${name}` : `de ${name}`);

export const portraitAlt = (name: string) => `Portrait ${ofName(name)}`;
