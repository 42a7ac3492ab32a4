import { z } from 'zod';

export const siteSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  /** The event's short code, used in ticket ids and ticket PDF names. */
  eventCode: z.string().regex(/^[A-Z]{2,6}$/),
  /** The edition's year. Rolling to the next edition: change it with startDate and endDate. */
  edition: z.number().int(),
  /** The year of the first edition ("since 2022"). */
  firstEdition: z.number().int(),
  /** The first and last day of the edition before this one (the past schedule, gallery and partner events). */
  previousEdition: z.object({
    startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
  tagline: z.string().min(1),
  description: z.string().min(1),
  organiser: z.object({ name: z.string().min(1), url: z.url() }),
  defaultSiteUrl: z.url(),
  /**
   * The day the site's content last changed (words in any language, programme, speakers, news):
   * the sitemap's lastmod of every page without a date of its own (lib/seo/sitemap.ts). Change it
   * with the content.
   */
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a yyyy-mm-dd date'),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** An IANA time zone; every instant of the edition (countdown, programme, JSON-LD) is read in it. */
  timeZone: z.string().refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as Africa/Lagos'),
  /** Doors open on each day and close (24-hour local time). */
  hours: z.object({ opens: z.string().regex(/^\d{2}:\d{2}$/), closes: z.string().regex(/^\d{2}:\d{2}$/) }),
  venue: z.object({
    name: z.string().min(1),
    street: z.string().min(1),
    locality: z.string().min(1),
    region: z.string().min(1),
    country: z.string().length(2),
    mapEmbedUrl: z.url(),
    mapLinkUrl: z.url(),
  }),
  contact: z.object({ phone: z.string().min(1), email: z.email(), supportEmail: z.email() }),
  socials: z.array(z.object({ network: z.enum(['facebook', 'x', 'instagram', 'linkedin']), url: z.url() })).length(4),
  highlightsVideoUrl: z.url(),
  hackathonUrl: z.url(),
});

export type Site = z.infer<typeof siteSchema>;
