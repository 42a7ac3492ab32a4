/**
 * The page words of the speakers in French. Names, titles and bios stay in the language
 * content/speakers.ts and content/past-speakers.ts give them; only the portraits' alt texts,
 * « Portrait of {name} » in English, are French.
 */
export const portraitAlt = (name: string) => `Portrait de ${name}`;
