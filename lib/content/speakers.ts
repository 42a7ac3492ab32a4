/**
 * How speaker data (content/speakers.ts, content/past-speakers.ts) is shown. The data is kept
 * exactly as the organisers supplied it; these helpers clean it only at display time.
 */
import { portraitAlt as englishPortraitAlt, type Speaker } from '@/content/schemas/speakers';

/** Trims a name or title and collapses runs of inner whitespace into one space. */
export function displayText(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * Alt texts such as "speakers image 042" are file labels from the organisers' uploads: they
 * tell a screen-reader user nothing and are neither unique nor in sequence. Such labels are
 * replaced by the speaker's (trimmed) name; a descriptive alt from the data is kept.
 */
const fileLabelAlt = /^\s*speakers?\s+image\s+\d+\s*$/i;

/**
 * The alt text of a speaker's portrait in the page's language (`portraitAlt`, from
 * content/localized.ts). A file label, or the data's own « Portrait of <name> » (this edition's
 * speakers), says no more than the generic form: it becomes the language's (« Portrait d’Ada »).
 * Any other alt from the data describes the picture and is kept as given.
 */
export function speakerImageAlt(
  speaker: Pick<Speaker, 'alt' | 'name'>,
  portraitAlt: (name: string) => string = englishPortraitAlt,
): string {
  const name = displayText(speaker.name);
  const alt = displayText(speaker.alt);
  if (fileLabelAlt.test(speaker.alt) || alt === englishPortraitAlt(name)) return portraitAlt(name);
  return alt;
}
