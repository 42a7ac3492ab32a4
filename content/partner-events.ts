import { defineContent } from './schemas/define';
import { eventCardSchema } from './schemas/items';
import { editionEventSchema, eventList } from './schemas/partner-events';
import { site } from './site';

/**
 * Partner events for /partner-event: the 12 events of 2025 in their order on the page,
 * and 10 events of 2024. Registration links are sample URLs shaped like the real edition;
 * replace them here (an event without `link` shows no Register button). Each event of 2025 also
 * has `pastDescription`, its words once it has ended (content/schemas/partner-events.ts).
 */
const register = (slug: string) => `https://register.africacreativemarket.com/2025/${slug}`;
const img2025 = (n: number) => `/media/events/2025/event-${String(n).padStart(2, '0')}.webp`;
const img2024 = (n: number) => `/media/events/2024/event-${String(n).padStart(2, '0')}.webp`;

export const editionPartnerEvents = defineContent('content/partner-events.ts', eventList(12, editionEventSchema), [
  {
    title: 'FashionEVO Summit & Show',
    description:
      'On 17 September: the business of African fashion, from textiles and manufacturing to retail and export, closing with a runway show of established and emerging designers.',
    pastDescription:
      'On 17 September, the summit took in the business of African fashion, from textiles and manufacturing to retail and export, and closed with a runway show of established and emerging designers.',
    link: register('fashionevo'),
    img: img2025(1),
  },
  {
    title: 'NOVUS Art Summit & Exhibition',
    description:
      'A summit on 17 September on collecting, curating and selling African art, and an exhibition open daily from 9 AM to 5 PM. Admission is free; registration is required.',
    pastDescription:
      'On 17 September, a summit brought collectors, curators and dealers together on African art, beside an exhibition that welcomed visitors every day of the market.',
    link: register('novus-art'),
    img: img2025(2),
  },
  {
    title: 'Digital Creator Africa Summit',
    description:
      'On 18 September, creators, platforms and brands meet to grow audiences, earn from content and build lasting creator businesses.',
    pastDescription:
      'On 18 September, creators, platforms and brands met on growing audiences, earning from content and building lasting creator businesses.',
    link: register('digital-creator-africa'),
    img: img2025(3),
  },
  {
    title: 'Global Creative Legal Summit',
    description:
      'On 19 September, lawyers and creatives work through contracts, intellectual property, royalties and financing. The 2024 summit gave 30 hours of free legal consultation.',
    pastDescription:
      'On 19 September, lawyers and creatives worked through contracts, intellectual property, royalties and financing.',
    link: register('creative-legal-summit'),
    img: img2025(4),
  },
  {
    title: 'Business of Photography',
    description:
      'On 18 September: pricing, licensing and protecting your pictures, with portfolio reviews and sessions on commercial, editorial and documentary photography.',
    pastDescription:
      'On 18 September, photographers worked on pricing, licensing and protecting their pictures, with portfolio reviews and sessions on commercial, editorial and documentary photography.',
    img: img2025(5),
  },
  {
    title: 'Business of Entertainment',
    description:
      'On 17 September, producers, managers, promoters and investors on the deals behind music, film, live shows and sports entertainment.',
    pastDescription:
      'On 17 September, producers, managers, promoters and investors took apart the deals behind music, film, live shows and sports entertainment.',
    img: img2025(6),
  },
  {
    title: 'Women in Film and Television Africa',
    description:
      'A day for women in film and television on 16 September, 8 AM to 4 PM: screenings, masterclasses and mentoring, with over 1,500 participants expected.',
    pastDescription:
      'On 16 September, women in film and television came together for a day of screenings, masterclasses and mentoring.',
    link: register('women-in-film'),
    img: img2025(7),
  },
  {
    title: 'Creative Continuum Africa Summit',
    description:
      'On 19 September, policymakers, educators and industry leaders on the skills, policies and investment that carry the creative economy from one generation to the next.',
    pastDescription:
      'On 19 September, policymakers, educators and industry leaders debated the skills, policies and investment that carry the creative economy from one generation to the next.',
    img: img2025(8),
  },
  {
    title: 'Kingdom Film Festival Pre-Summit',
    description:
      'On 16 September, ahead of the Kingdom Film Festival, filmmakers of faith and family stories meet on storytelling, distribution and financing.',
    pastDescription:
      'On 16 September, ahead of the Kingdom Film Festival, filmmakers of faith and family stories met on storytelling, distribution and financing.',
    img: img2025(9),
  },
  {
    title: `${site.shortName} Creative Hackathon`,
    description:
      'Four days, 16 to 19 September, of building technology for the creative industries. Teams pitch to a jury for a grand prize of 10 million naira.',
    pastDescription:
      'For four days, 16 to 19 September, teams built technology for the creative industries and pitched it to a jury for a grand prize of 10 million naira.',
    link: site.hackathonUrl,
    img: img2025(10),
  },
  {
    title: 'Creative Technology and Sports Entertainment Summit',
    description:
      'On 18 September: AR/VR, gaming and sports entertainment, how technology changes the way fans watch, play and pay, and where the investment is.',
    pastDescription:
      'On 18 September, the summit turned to AR/VR, gaming and sports entertainment: how technology changes the way fans watch, play and pay, and where the investment is.',
    img: img2025(11),
  },
  {
    title: `${site.shortName} Next Level Competition`,
    description:
      'A competition for rising music artists. The winner takes 3 million naira for a music video, mentorship and an international showcase.',
    pastDescription:
      'Rising music artists competed for 3 million naira towards a music video, mentorship and an international showcase.',
    link: register('next-level'),
    img: img2025(12),
  },
]);

/** The previous edition's events; scripts/media draws each poster with its title. */
const titles2024 = [
  'FashionEVO Show 2024',
  'Women in Film Africa 2024',
  'Global Creative Legal Summit 2024',
  'Business of Music 2024',
  'Digital Creators Summit 2024',
  'NOVUS Art Exhibition 2024',
  'ACM Hackathon 2024',
  'Next Level Showcase 2024',
  'Business of Photography 2024',
  'Dance Africa Showcase 2024',
];

// In the order of titles2024; the 2024 edition ran 17 to 20 September in Lagos.
const descriptions2024 = [
  'Designers from across the continent closed the second day with a runway show of ready-to-wear and couture.',
  'Filmmakers, actors and executives shared how women tell their own stories on screen and behind the camera.',
  'Lawyers gave creatives 30 hours of free consultation on contracts, copyright and company registration.',
  'Artists and managers learned how royalties, publishing and touring turn songs into income.',
  'Content creators and brand managers met on partnerships, audience growth and fair pay.',
  'Painters, sculptors and photographers showed their work to collectors and visitors for four days.',
  'Developers and designers built products for the creative industries, from ticketing to music rights.',
  'Rising music artists performed for a jury of producers, label executives and promoters.',
  'Photographers had their portfolios reviewed one to one by editors, curators and agency buyers.',
  'Contemporary and traditional dance companies shared one stage for an evening of performance.',
];

export const previousPartnerEvents = defineContent(
  'content/partner-events.ts',
  eventList(10, eventCardSchema),
  titles2024.map((title, index) => ({
    title,
    description: descriptions2024[index] ?? '',
    img: img2024(index + 1),
  })),
);
