import { z } from 'zod';
import { defineContent } from '@/lib/content/load';
import { eventCardSchema } from '@/lib/content/schemas';
import { site } from './site';

/**
 * Partner events for /partner-event: the 12 events of 2025 in the order of SPEC.md section 2,
 * and 10 events of 2024. Registration links are sample URLs shaped like the real edition;
 * replace them here (an event without `link` shows no Register button).
 */
const eventList = (count: number) =>
  z
    .array(eventCardSchema)
    .length(count)
    .refine((events) => new Set(events.map((event) => event.title)).size === events.length, 'titles must be unique');

const register = (slug: string) => `https://register.africacreativemarket.com/2025/${slug}`;
const img2025 = (n: number) => `/media/events/2025/event-${String(n).padStart(2, '0')}.webp`;
const img2024 = (n: number) => `/media/events/2024/event-${String(n).padStart(2, '0')}.webp`;

export const partnerEvents2025 = defineContent('content/partner-events.ts', eventList(12), [
  {
    title: 'FashionEVO Summit & Show',
    description:
      'The business of African fashion, from textiles and manufacturing to retail and export, closing with a runway show of established and emerging designers.',
    link: register('fashionevo'),
    img: img2025(1),
  },
  {
    title: 'NOVUS Art Summit & Exhibition',
    description:
      'Talks on collecting, curating and selling African art, and an exhibition open daily from 9 AM to 5 PM. Admission is free; registration is required.',
    link: register('novus-art'),
    img: img2025(2),
  },
  {
    title: 'Digital Creator Africa Summit',
    description:
      'On 18 September, creators, platforms and brands meet to grow audiences, earn from content and build lasting creator businesses.',
    link: register('digital-creator-africa'),
    img: img2025(3),
  },
  {
    title: 'Global Creative Legal Summit',
    description:
      'On 19 September, lawyers and creatives work through contracts, intellectual property, royalties and financing. The 2024 summit gave 30 hours of free legal consultation.',
    link: register('creative-legal-summit'),
    img: img2025(4),
  },
  {
    title: 'Business of Photography',
    description:
      'Pricing, licensing and protecting your pictures: portfolio reviews and sessions on commercial, editorial and documentary photography.',
    img: img2025(5),
  },
  {
    title: 'Business of Entertainment',
    description:
      'Producers, managers, promoters and investors on the deals behind music, film, live shows and sports entertainment.',
    img: img2025(6),
  },
  {
    title: 'Women in Film and Television Africa',
    description:
      'A day for women in film and television on 16 September, 8 AM to 4 PM: screenings, masterclasses and mentoring, with over 1,500 participants expected.',
    link: register('women-in-film'),
    img: img2025(7),
  },
  {
    title: 'Creative Continuum Africa Summit',
    description:
      'Policymakers, educators and industry leaders on the skills, policies and investment that carry the creative economy from one generation to the next.',
    img: img2025(8),
  },
  {
    title: 'Kingdom Film Festival Pre-Summit',
    description:
      'Ahead of the Kingdom Film Festival, filmmakers of faith and family stories meet on storytelling, distribution and financing.',
    img: img2025(9),
  },
  {
    title: `${site.shortName} Creative Hackathon`,
    description:
      'Four days of building technology for the creative industries. Teams pitch to a jury for a grand prize of 10 million naira.',
    link: site.hackathonUrl,
    img: img2025(10),
  },
  {
    title: 'Creative Technology and Sports Entertainment Summit',
    description:
      'AR/VR, gaming and sports entertainment: how technology changes the way fans watch, play and pay, and where the investment is.',
    img: img2025(11),
  },
  {
    title: `${site.shortName} Next Level Competition`,
    description:
      'A competition for rising music artists. The winner takes 3 million naira for a music video, mentorship and an international showcase.',
    link: register('next-level'),
    img: img2025(12),
  },
]);

export const partnerEvents2024 = defineContent('content/partner-events.ts', eventList(10), [
  {
    title: 'FashionEVO Runway Show 2024',
    description: 'Designers from across the continent closed the second day with a runway show of ready-to-wear and couture.',
    img: img2024(1),
  },
  {
    title: 'Women in Film Day 2024',
    description: 'Filmmakers, actors and executives shared how women are telling their own stories on screen and behind the camera.',
    img: img2024(2),
  },
  {
    title: 'Global Creative Legal Summit 2024',
    description: 'Lawyers gave creatives 30 hours of free consultation on contracts, copyright and company registration.',
    img: img2024(3),
  },
  {
    title: 'NOVUS Art Exhibition 2024',
    description: 'Painters, sculptors and photographers showed their work to collectors and visitors for four days.',
    img: img2024(4),
  },
  {
    title: 'Business of Music 2024',
    description: 'Artists and managers learned how royalties, publishing and touring turn songs into income.',
    img: img2024(5),
  },
  {
    title: 'Digital Creators Meetup 2024',
    description: 'Content creators and brand managers met to talk partnerships, audience growth and fair pay.',
    img: img2024(6),
  },
  {
    title: `${site.shortName} Creative Hackathon 2024`,
    description: 'Developers and designers built apps for the creative industries in a weekend-long sprint.',
    img: img2024(7),
  },
  {
    title: 'Photography Portfolio Reviews 2024',
    description: 'Photographers had their portfolios reviewed one to one by editors, curators and agency buyers.',
    img: img2024(8),
  },
  {
    title: 'Sundowner Showcase 2024',
    description: 'Live highlife and Afrobeats on the terrace closed the first day of the market.',
    img: img2024(9),
  },
  {
    title: 'Creative Investment Forum 2024',
    description: 'Investors and founders discussed funds, grants and deal structures for creative businesses.',
    img: img2024(10),
  },
]);
