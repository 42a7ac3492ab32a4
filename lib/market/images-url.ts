export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** The widths the image route serves: a card's, the profile page's, and the stored picture. */
export const PICTURE_WIDTHS = [160, 480, 1200] as const;

/**
 * The address of a profile's picture at a width: /api/market/images/{slug}/{version}-{width}.webp.
 * The version is the picture's updated_at, so a new upload has a new address and the old one can
 * be cached for good (app/api/market/images/[slug]/[file]/route.ts).
 */
export function pictureUrl(slug: string, version: number, width: number): string {
  return `/api/market/images/${encodeURIComponent(slug)}/${version}-${width}.webp`;
}

/** The version and width an address names, or null. */
export function parsePictureFile(file: string): { version: number; width: number } | null {
  const match = /^(\d{1,15})-(\d{1,4})\.webp$/.exec(file);
  return match ? { version: Number(match[1]), width: Number(match[2]) } : null;
}

/** A name's initials for a profile without a picture ("Ngozi Okafor" → "NO"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = (words.length > 1 ? [words[0], words[words.length - 1]] : words).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}
