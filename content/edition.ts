import { deriveEdition } from './schemas/edition';
import { site } from './site';

/**
 * The edition the site is for, derived from content/site.ts: every date label, the countdown
 * target, ticket id prefix and JSON-LD dates (content/schemas/edition.ts). Content and lib/
 * read these instead of writing a date or a year by hand.
 */
export const edition = deriveEdition(site);
