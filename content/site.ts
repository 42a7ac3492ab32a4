import { defineContent } from './schemas/define';
import { siteSchema } from './schemas/site';

/**
 * Facts about the event used across the site: names, dates, venue, contacts, socials.
 * Contact details are sample data shaped like the real edition; replace them here.
 */
export const site = defineContent('content/site.ts', siteSchema, {
  name: 'Africa Creative Market',
  shortName: 'ACM',
  eventCode: 'ACM',
  edition: 2025,
  firstEdition: 2022,
  previousEdition: { startDate: '2024-09-17', endDate: '2024-09-20' },
  tagline: 'Where Africa’s creative economy meets the world',
  description:
    'Africa Creative Market is the annual pan-African conference and marketplace for the creative economy: four days of conferences, workshops, pitches, showcases and trade for film, music, fashion, art, gaming and tech, in Lagos.',
  organiser: { name: 'Africa Creative Market Foundation', url: 'https://africacreativemarket.com' },
  defaultSiteUrl: 'https://africacreativemarket.com',
  // The sitemap's lastmod (content/schemas/site.ts): change it with the content.
  updated: '2026-11-29',
  startDate: '2025-09-16',
  endDate: '2025-09-19',
  timeZone: 'Africa/Lagos',
  hours: { opens: '09:00', closes: '18:00' },
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

/** The contact phone as a tel: link (digits and + only). */
export const phoneHref = `tel:${site.contact.phone.replace(/\s+/g, '')}`;
