/**
 * The slug of articles, speakers and sessions: the title lower-cased, punctuation stripped, spaces
 * turned into dashes. Accented letters keep their base letter ("Café" gives "cafe") rather than
 * vanishing; runs of spaces or dashes become one dash; no dash at either end.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
