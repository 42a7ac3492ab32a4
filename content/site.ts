import { z } from 'zod';
import { defineContent } from '@/lib/content/load';

/**
 * Facts about the event used across the site: names, dates, venue, contacts, socials.
 * Contact details are sample data shaped like the real edition; replace them here.
 */
const siteSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  /** The event's short code, used in ticket ids and ticket PDF names. */
  eventCode: z.string().regex(/^[A-Z]{2,6}$/),
  edition: z.number().int(),
  tagline: z.string().min(1),
  description: z.string().min(1),
  organiser: z.object({ name: z.string().min(1), url: z.url() }),
  defaultSiteUrl: z.url(),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Countdown target: midnight at the start of day one, in the event's time zone. */
  countdownTarget: z.iso.datetime({ offset: true }),
  timeZone: z.string().min(1),
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

export const site = defineContent('content/site.ts', siteSchema, {
  name: 'Africa Creative Market',
  shortName: 'ACM',
  eventCode: 'ACM',
  edition: 2025,
  tagline: 'Where Africa’s creative economy meets the world',
  description:
    'Africa Creative Market is the annual pan-African conference and marketplace for the creative economy: four days of conferences, workshops, pitches, showcases and trade for film, music, fashion, art, gaming and tech, in Lagos.',
  organiser: { name: 'Africa Creative Market Foundation', url: 'https://africacreativemarket.com' },
  defaultSiteUrl: 'https://africacreativemarket.com',
  startDate: '2025-09-16',
  endDate: '2025-09-19',
  countdownTarget: '2025-09-16T00:00:00+01:00',
  timeZone: 'Africa/Lagos',
  venue: {
    name: 'Landmark Event Centre',
    street: 'Plot 2 & 3, Water Corporation Drive, Oniru, Victoria Island',
    locality: 'Lagos',
    region: 'Lagos State',
    country: 'NG',
    mapEmbedUrl: 'https://www.google.com/maps?q=Landmark+Event+Centre+Victoria+Island+Lagos&output=embed',
    mapLinkUrl: 'https://www.google.com/maps/search/?api=1&query=Landmark+Event+Centre+Victoria+Island+Lagos',
  },
  contact: {
    phone: '+234 903 000 2025',
    email: 'info@africacreativemarket.com',
    supportEmail: 'support@africacreativemarket.com',
  },
  socials: [
    { network: 'facebook', url: 'https://www.facebook.com/africacreativemarket' },
    { network: 'x', url: 'https://x.com/acm_africa' },
    { network: 'instagram', url: 'https://www.instagram.com/africacreativemarket' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/africa-creative-market' },
  ],
  highlightsVideoUrl: 'https://www.youtube.com/@africacreativemarket',
  hackathonUrl: 'https://hackathon.africacreativemarket.com',
});

export type Site = typeof site;

/** The contact phone as a tel: link (digits and + only). */
export const phoneHref = `tel:${site.contact.phone.replace(/\s+/g, '')}`;
