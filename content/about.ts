import { z } from 'zod';
import { defineContent } from './schemas/define';
import { mediaPath } from './schemas/items';
import { edition } from './edition';
import partnerNames from './data/partner-names.json';

const aboutSchema = z.object({
  header: z.object({ title: z.string().min(1), lead: z.string().min(1) }),
  overview: z.object({
    heading: z.string().min(1),
    paragraphs: z.array(z.string().min(1)).min(1),
    /** The sentence closing the first paragraph: the edition to come, running, or past. */
    edition: z.object({ before: z.string().min(1), during: z.string().min(1), after: z.string().min(1) }),
    image: mediaPath,
    imageAlt: z.string().min(1),
  }),
  background: z.object({
    heading: z.string().min(1),
    paragraph: z.string().min(1),
    supporters: z.array(z.string().min(1)).min(3),
  }),
  mission: z.object({
    heading: z.literal('Our Mission'),
    intro: z.string().min(1),
    objectives: z.array(z.string().min(1)).length(6),
    image: mediaPath,
    imageAlt: z.string().min(1),
  }),
  why: z.object({
    heading: z.literal('Why Africa Creative Market?'),
    paragraphs: z.array(z.string().min(1)).min(1),
    figures: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).length(3),
    image: mediaPath,
    imageAlt: z.string().min(1),
  }),
});

/**
 * The About page. The supporters it names are the edition's diamond and supporting partners, as
 * /partners lists them (content/data/partner-names.json): change a partner there, not here.
 */
export const about = defineContent('content/about.ts', aboutSchema, {
  header: {
    title: 'About Africa Creative Market',
    lead: 'The pan-African conference and marketplace where the continent’s creative economy does business.',
  },
  overview: {
    heading: 'Overview',
    paragraphs: [
      'Africa Creative Market (ACM) is an annual multi-day conference and market for the creative industries, held in Lagos, Nigeria.',
      'ACM covers film and TV, music, fashion and apparel, dance, art, photography, AR/VR, sports entertainment, gaming and tech, through conferences, workshops, pitches, marketplace engagements, showcases and partner events.',
    ],
    edition: {
      before: `The ${edition.year} edition will run from ${edition.datesInWords} and welcome creatives, industry professionals, investors, policymakers, exhibitors, sponsors, partners, speakers and media.`,
      during: `The ${edition.year} edition is running now, from ${edition.datesInWords}, for creatives, industry professionals, investors, policymakers, exhibitors, sponsors, partners, speakers and media.`,
      after: `The ${edition.year} edition ran from ${edition.datesInWords} and welcomed creatives, industry professionals, investors, policymakers, exhibitors, sponsors, partners, speakers and media.`,
    },
    image: '/media/about/overview.webp',
    imageAlt: 'A full hall listening to a keynote at Africa Creative Market',
  },
  background: {
    heading: 'Background',
    paragraph:
      'Africa Creative Market has been delivered every year since 2022 by the Africa Creative Market Foundation with partners from the public and private sectors. Each edition grows the network of creatives and buyers it connects, and the line-up of summits and partner events around it. The market is made possible by its partners, among them:',
    supporters: [...partnerNames.diamond, ...partnerNames.supporting].map((partner) => partner.name),
  },
  mission: {
    heading: 'Our Mission',
    intro: 'We build the market that Africa’s creative talent deserves. Our six objectives:',
    objectives: [
      'Bridge global demand and supply of quality African products.',
      'Enable international trade between African creatives and the world.',
      'Empower creatives economically and sustainably.',
      'Gather stakeholders on diversity, equality and content creation.',
      'Give participants structure and tools to grow the creative economy.',
      'Engage participants in business growth plans.',
    ],
    image: '/media/about/mission.webp',
    imageAlt: 'Designers presenting a collection to buyers at the ACM marketplace',
  },
  why: {
    heading: 'Why Africa Creative Market?',
    paragraphs: [
      'The global creative sector is a 6 trillion dollar economy, and Africa contributes just 1.4 percent of it: 81 billion dollars. The continent has the youngest population in the world and some of its most influential culture, from Nollywood to Afrobeats, but too little of the value created reaches the creatives who make it.',
      'ACM closes that gap by putting African creatives in the room with the buyers, investors, platforms and policymakers who can take their work to global markets.',
    ],
    figures: [
      { value: '$6 trillion', label: 'Global creative economy' },
      { value: '1.4%', label: 'Africa’s share today' },
      { value: '$81 billion', label: 'Africa’s contribution' },
    ],
    image: '/media/about/why.webp',
    imageAlt: 'Musicians performing on the ACM stage under coloured lights',
  },
});
