import { defineContent } from './schemas/define';
import { articleListSchema, type KnownBlock } from './schemas/news';
import { site } from '@/content/site';

/**
 * The 8 news articles, in id order. Articles 1 to 4 have a body of typed blocks
 * (lib/content/news.ts lists the types); articles 5 to 8 have none. The copy is written from the
 * event facts of content/site.ts. The canonical URL of each article (/news/{id}-{slug}) is derived
 * from its id and title, so changing a title changes the URL: the old one keeps working through the
 * slug redirect.
 */

const venue = `${site.venue.name}, ${site.venue.street}, ${site.venue.locality}`;

/** Numbered body images of an article, as the media script names them. */
function images(article: number, ...numbers: number[]): string[] {
  return numbers.map((n) => `/media/news/article-${article}-img-${String(n).padStart(2, '0')}.webp`);
}

const articleOneBody: KnownBlock[] = [
  {
    type: 'headline',
    title: 'Lagos hosts Africa’s creative economy from 16 to 19 September 2025',
    content:
      'Four days of conferences, workshops, pitches, showcases and trade for film, music, fashion, dance, art, photography, gaming and tech.',
  },
  {
    type: 'banner',
    imageUrl: images(1, 2)[0],
    alt: 'A keynote speaker addressing a full hall under a screen reading Scaling the Creative Economy',
    title: 'Africa Creative Market 2025',
  },
  {
    type: 'theme-heading',
    title: 'The 2025 theme',
    content: 'From Local Stories to Global Markets',
  },
  {
    type: 'text',
    content: [
      `Africa Creative Market returns to ${site.venue.name} in Lagos from Tuesday 16 to Friday 19 September 2025. Since 2022 the market has brought creatives, investors, policymakers, exhibitors and partners into one room to turn talent into trade, and this fourth edition is the largest yet: more than 25,000 attendees are expected across the four days.`,
      'The global creative sector is a 6 trillion dollar economy, and Africa contributes only 1.4 percent of it, about 81 billion dollars. Closing that gap means giving African creators the finance, contracts, distribution and audiences their work deserves. Every session on the schedule is built around that goal.',
    ],
  },
  {
    type: 'event-details',
    title: 'At a glance',
    items: [
      { title: 'Dates', content: 'Tuesday 16 to Friday 19 September 2025' },
      { title: 'Venue', content: venue },
      { title: 'Expected attendance', content: 'More than 25,000 attendees over four days' },
      { title: 'Art exhibition', content: 'Open daily from 9 AM to 5 PM, free admission with registration' },
    ],
  },
  {
    type: 'side-by-side-images',
    imageUrl: images(1, 1, 4),
    alt: [
      'Four women seated on stage for a panel titled Women Shaping the Screen',
      'Exhibitors welcoming visitors at the Creator Hub, Adire Studio and Bronze & Clay stands',
    ],
    content: ['Panels with the people shaping the industry', 'Marketplace meetings between sessions'],
  },
  {
    type: 'chapters',
    title: 'Four days, four chapters',
    items: [
      {
        title: 'Day 1, Tuesday 16 September: Women in Film',
        content:
          'A full day from 8 AM to 4 PM dedicated to women behind and in front of the camera, with more than 1,500 participants expected for keynotes, masterclasses, screenings and mentoring circles.',
      },
      {
        title: 'Day 2, Wednesday 17 September: Gala Night',
        content:
          'The conference continues by day; in the evening, 300 guests gather for the ACM Gala to celebrate the people and projects moving the creative economy forward.',
      },
      {
        title: 'Day 3, Thursday 18 September: Digital Creator Africa Summit',
        content: 'Creators, platforms and brands on audience growth, monetisation and the business of online content.',
      },
      {
        title: 'Day 4, Friday 19 September: Legal Summit',
        content:
          'Lawyers and rights experts on contracts, copyright and royalties, with free consultations for creatives, building on the 30 hours offered in 2024.',
      },
    ],
  },
  {
    type: 'topics',
    title: 'Sectors on the schedule',
    content: [
      'Film and TV',
      'Music',
      'Fashion and apparel',
      'Dance',
      'Art and photography',
      'AR/VR, gaming and tech',
      'Sports entertainment',
    ],
  },
  {
    type: 'image-grid-2x2',
    imageUrl: images(1, 3, 5, 6, 7),
    alt: [
      'A model in a printed gown walking the runway under spotlights',
      'A band performing live to a crowd in front of a patterned backdrop',
      'Delegates with conference badges chatting in front of a window onto the city',
      'The Lagos skyline lit up at night under searchlights',
    ],
  },
  {
    type: 'highlight',
    title: 'Over 25,000 attendees expected',
    content:
      'Alongside the conference, a four-day hackathon with a grand prize of 10 million naira and the Next Level music competition run throughout the week.',
  },
  {
    type: 'register-button',
    title: 'Register Now',
    // A note added after publication, when registration closed.
    content: 'Update: registration for the 2025 edition has closed. See you next year!',
  },
  { type: 'horizontal-line' },
  {
    type: 'about-acm',
    title: 'About Africa Creative Market',
    content: [
      'Africa Creative Market is an annual pan-African conference and marketplace for the creative economy, delivered since 2022 through conferences, workshops, pitches, marketplace engagements, showcases and partner events.',
      'Its mission is to bridge global demand and supply of quality African products, enable international trade between African creatives and the world, and give participants the structure and tools to grow the creative economy.',
    ],
  },
  { type: 'share-social', title: 'Share this article' },
];

const articleTwoBody: KnownBlock[] = [
  {
    type: 'headline',
    title: 'An exhibition open every day and a gala for 300 guests',
    content: 'Painting, sculpture, textiles and photography from across the continent, and a night to celebrate them.',
  },
  {
    type: 'text',
    content: [
      'The Africa Creative Market art exhibition opens with the conference on 16 September and stays open every day until 19 September, from 9 AM to 5 PM. Admission is free, but every visitor must register and be verified before entry.',
      'Curated around the theme From Local Stories to Global Markets, the exhibition gives established and emerging artists a space to meet collectors, galleries, brands and buyers, and to sell their work directly.',
    ],
  },
  {
    type: 'event-details',
    title: 'Visiting the exhibition',
    items: [
      { title: 'Opening hours', content: 'Daily, 9 AM to 5 PM, 16 to 19 September 2025' },
      { title: 'Admission', content: 'Free, registration required' },
      { title: 'Venue', content: venue },
    ],
  },
  { type: 'dotted-line' },
  {
    type: 'gala-details',
    title: 'The ACM 2025 Gala Night | Wednesday 17 September 2025, for 300 guests',
    content:
      'The gala closes the second day of the conference: an evening of music, fashion and awards honouring the artists, producers and partners building Africa’s creative economy.',
  },
  {
    type: 'gala',
    title: 'An evening in celebration of African creativity',
    content: [
      'Guests are welcomed on a red carpet styled by Lagos designers, followed by a dinner, live performances and the presentation of the ACM recognition awards.',
      'Seats are limited to 300 guests. Invitations go to speakers, partners, exhibitors and award nominees; some delegate passes include gala access.',
    ],
  },
  {
    type: 'gallery-heading',
    title: 'From the exhibition floor',
    content: 'A preview of works and moments from the art exhibition.',
  },
  {
    type: 'image-grid-2x7',
    imageUrl: images(2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14),
    alt: [
      'A visitor in a yellow dress among bright paintings and a carved mask on a plinth',
      'Visitors at the Frame & Form, Bead Works, Nok Ceramics and Ankara Lab stands',
      'Dancers in printed dresses performing under green stage lights',
      'A model in a patterned gown on the runway',
      'A palette, an easel painting, a star and a mask drawn as icons on purple',
      'A band with guitar, vocals and keyboard playing to a crowd',
      'A group of visitors looking at paintings and a carved mask',
      'Delegates at the Kora Beats, Soundwave Africa, Pixel Savanna and Creator Hub stands',
      'A carved mask, a talking drum, music notes and a palette drawn as icons on deep blue',
      'A model in a woven dress walking the runway under spotlights',
      'Dancers in colourful prints celebrating on stage',
      'A live band playing under green and gold lights',
      'Kente-pattern canvases, abstract paintings and a mask in a bright gallery',
      'Delegates talking at the Lens & Light, Indigo Prints and Creator Hub stands',
    ],
  },
  { type: 'horizontal-line' },
  { type: 'share-social', title: 'Share this article' },
];

const articleThreeBody: KnownBlock[] = [
  {
    type: 'headline',
    title: 'Creators, code and a 10 million naira prize',
    content:
      'The Digital Creator Africa Summit, the ACM Hackathon and the Next Level competition put digital talent on the main stage.',
  },
  {
    type: 'banner',
    imageUrl: images(3, 1)[0],
    alt: 'A content creator streaming live in front of a ring light and a phone on a tripod',
    title: 'Digital Creator Africa Summit',
  },
  {
    type: 'text',
    content: [
      'Thursday 18 September belongs to the Digital Creator Africa Summit: a day for creators, platforms, agencies and brands to talk about what it takes to build a sustainable business online, from growing an audience to signing fair brand deals.',
      'Running alongside the whole conference, the ACM Hackathon gives teams four days to build products for the creative economy, from royalty tracking to ticketing and discovery tools. The grand prize is 10 million naira.',
    ],
  },
  {
    type: 'image-grid-1x2',
    imageUrl: images(3, 2, 3),
    alt: [
      'Four panellists on stage under a screen reading The Business of Creativity',
      'A speaker presenting From Talent to Trade to a packed hall',
    ],
  },
  {
    type: 'topics',
    title: 'On the summit agenda',
    content: [
      'Turning followers into income: subscriptions, tips and merchandise',
      'Brand partnerships and fair contracts for creators',
      'Understanding platform algorithms and analytics',
      'AI tools in content production',
      'Owning your intellectual property online',
      'Building a team around a creator business',
    ],
  },
  {
    type: 'image-grid-3x1',
    imageUrl: images(3, 6, 4, 5),
    alt: [
      'A creator recording a live video with a ring light and a phone on a tripod',
      'A phone playing a video, with a heart and a star around it',
      'Delegates with conference badges networking in front of the ACM backdrop',
    ],
  },
  {
    type: 'highlight',
    title: 'Hackathon grand prize: 10 million naira',
    content: 'Four days of building, mentoring and demos, judged on the final day by investors and industry leaders.',
  },
  {
    type: 'text-with-links',
    title: 'How to take part',
    content: [
      `Hackathon teams apply on the hackathon site, ${site.hackathonUrl}, where the rules, judging criteria and mentor list are published.`,
      'The full schedule, speakers and partner events are on www.africacreativemarket.com. Questions about the summit can be sent through the contact page.',
    ],
  },
  {
    type: 'text',
    title: 'Next Level: a music video, mentorship and the world stage',
    content:
      'Next Level, the ACM music competition, returns for emerging artists. The winner receives 3 million naira to produce a music video, mentorship from industry professionals and an international showcase.',
  },
  {
    type: 'stay-updated',
    title: 'Stay Updated',
    content: 'Speaker announcements, schedule changes and results are posted here and on our social channels first.',
  },
  { type: 'social-media-icons', title: 'Follow Africa Creative Market' },
  { type: 'dotted-line' },
  { type: 'share-social', title: 'Share this article' },
];

const articleFourBody: KnownBlock[] = [
  {
    type: 'headline',
    title: 'Free legal advice for creatives returns on 19 September',
    content:
      'The ACM Legal Summit closes the conference with practical sessions on protecting and monetising creative work.',
  },
  {
    type: 'banner',
    imageUrl: images(4, 1)[0],
    alt: 'The scales of justice, a gavel and a contract on a desk',
  },
  {
    type: 'text',
    content: [
      'Contracts signed in a hurry, songs released without registration, designs copied within a week: the legal side of creative work decides who gets paid. The Legal Summit on Friday 19 September 2025 brings entertainment lawyers, rights organisations and regulators together with the creatives who need them.',
      'In 2024 the summit offered 30 hours of free legal consultation, and many creatives left with their first properly drafted contract. This year the consultation clinic returns alongside panels and practical workshops.',
    ],
  },
  {
    type: 'event-details',
    title: 'Legal Summit details',
    items: [
      { title: 'Date', content: 'Friday 19 September 2025' },
      { title: 'Venue', content: venue },
      { title: 'Format', content: 'Panels, workshops and one-on-one consultations' },
      { title: 'Admission', content: 'Free with registration; consultations are booked on the day' },
    ],
  },
  {
    type: 'topics',
    title: 'What the sessions cover',
    content: [
      'Reading and negotiating contracts',
      'Registering copyright and trademarks',
      'Royalties and collective management organisations',
      'Company registration and tax for creative businesses',
      'Investment readiness and financing',
    ],
  },
  {
    type: 'highlight',
    title: '30 hours of free consultation in 2024',
    content: 'Bring your contracts and questions: lawyers will be on hand throughout the day.',
  },
  {
    type: 'image-grid-3x1',
    imageUrl: images(4, 2, 3, 4),
    alt: [
      'Five panellists on stage under a screen reading Rights, Royalties & Revenue',
      'Delegates with conference badges talking in front of the ACM backdrop',
      'A keynote on Scaling the Creative Economy in front of a full hall',
    ],
  },
  {
    type: 'text-with-links',
    title: 'Before you come',
    content:
      'The World Intellectual Property Organization publishes plain-language guides to copyright at https://www.wipo.int/copyright/en/. Updates on the summit are posted on www.africacreativemarket.com.',
  },
  {
    type: 'contact',
    title: 'Questions about the Legal Summit?',
    content: 'Our team replies within 48 hours. Write to us, call, or use the contact form.',
  },
  { type: 'contact-info', title: 'Contact information' },
  { type: 'horizontal-line' },
  { type: 'share-social', title: 'Share this article' },
];

const articleFiveBody: KnownBlock[] = [
  {
    type: 'headline',
    title: 'Lagos through the eyes of the continent’s photographers',
    content:
      'Documentary series, fashion editorials and street portraits hang in the art exhibition, and a day of sessions on 18 September is about making photography pay.',
  },
  {
    type: 'text',
    content: [
      `When the doors of ${site.venue.name} open on Tuesday 16 September, photography will be one of the first things visitors see. The Africa Creative Market art exhibition gives photographers from across the continent wall space beside painters, sculptors and textile artists, and it stays open every day until Friday 19 September, from 9 AM to 5 PM. Admission is free; every visitor registers and is verified before entry.`,
      'The selection runs from long documentary projects on cities and coastlines to fashion editorials shot for Lagos and Dakar labels, and portrait series made on the streets of Johannesburg, Accra and Nairobi. Many of the prints on show are for sale, and the photographers will be on hand to talk to collectors, editors and brands.',
    ],
  },
  {
    type: 'banner',
    imageUrl: images(2, 13)[0],
    alt: 'Kente-pattern canvases, abstract paintings and a mask in a bright gallery',
    title: 'The art exhibition, open daily from 9 AM to 5 PM',
  },
  {
    type: 'text',
    title: 'Business of Photography: a day on pricing, licensing and rights',
    content: [
      'Thursday 18 September brings the Business of Photography programme to Hall C. It opens at 9:30 AM with Fatou Sarr, curator at the Saint-Louis Photography House, on what to charge for commercial, editorial and documentary work, and how to license pictures without giving away their future value.',
      'From 10:45 AM, Fatou Sarr and the photographer and visual artist Ayanda Zulu hold one-to-one portfolio reviews: photographers are asked to bring ten pictures. At 1:30 PM Ayanda Zulu and the director of photography Kofi Mensah-Bonsu close the day with a panel on documentary, editorial and commercial photography, and on moving between the three.',
    ],
  },
  {
    type: 'event-details',
    title: 'Photography at ACM 2025',
    items: [
      { title: 'Art exhibition', content: 'Daily from 16 to 19 September, 9 AM to 5 PM, free with registration' },
      { title: 'Business of Photography', content: 'Thursday 18 September, Hall C, from 9:30 AM' },
      { title: 'Portfolio reviews', content: 'Thursday 18 September from 10:45 AM: bring ten pictures' },
      { title: 'Venue', content: venue },
    ],
  },
  {
    type: 'highlight',
    title: 'Pictures that pay',
    content:
      'Photographs are among the most copied creative works online. The sessions on 18 September, and the Legal Summit the day after, show photographers how to price, register and protect what they shoot.',
  },
  { type: 'horizontal-line' },
  { type: 'share-social', title: 'Share this article' },
];

const articleSixBody: KnownBlock[] = [
  {
    type: 'headline',
    title: 'From talent to trade: the business week behind the showcases',
    content:
      'Africa contributes 1.4 percent of a 6 trillion dollar creative economy. ACM 2025 puts buyers, investors and policymakers in the room to change that.',
  },
  {
    type: 'text',
    content: [
      'The global creative sector is worth about 6 trillion dollars a year. Africa’s share is 1.4 percent, around 81 billion dollars, although the continent has the world’s youngest population and culture, from Nollywood to Afrobeats, that travels further every year. Too little of the value that culture creates comes back to the people who make it.',
      'That gap is the subject of the business programme of Africa Creative Market 2025, from Tuesday 16 to Friday 19 September in Lagos. On the first day, after the opening ceremony at 10 AM, Joseph Mwangi, executive director of the East Africa Creative Exporters Council, gives the keynote “Africa’s creative economy, from talent to trade” in the Main Hall at 11 AM. At noon, investors and bankers including Zainab Bello of Sahel Creative Capital, Adebola Fashola of Marina Trust Bank and Rotimi Williams-Lawal of Kora Ventures discuss what creative businesses need to raise money, and what lenders need to see.',
    ],
  },
  {
    type: 'side-by-side-images',
    imageUrl: images(3, 3).concat(images(1, 4)),
    alt: [
      'A speaker presenting From Talent to Trade to a packed hall',
      'Exhibitors welcoming visitors at the Creator Hub, Adire Studio and Bronze & Clay stands',
    ],
    content: ['Conference sessions on finance and export', 'The marketplace, open daily in the Exhibition Hall'],
  },
  {
    type: 'text',
    title: 'A marketplace, not only a conference',
    content: [
      'The marketplace in the Exhibition Hall is open every day from 10 AM to 6 PM. More than 30 exhibitors from film, music, fashion, art, photography and technology show and sell their work there, and buyers, distributors and investors meet them at their stands.',
      'On Wednesday 17 September, pre-arranged buyer meetings and B2B matchmaking start at 2 PM, and the Business of Entertainment pitch puts music and entertainment start-ups in front of investors at 1:30 PM. The FashionEVO panel on textiles, manufacturing and export looks at what it takes to sell African fashion abroad.',
    ],
  },
  {
    type: 'topics',
    title: 'Where the money conversations happen',
    content: [
      'Financing the creative economy: Tuesday 16 September, Main Hall',
      'Buyer meetings and B2B matchmaking: Wednesday 17 September',
      'Entertainment start-ups pitch to investors: Wednesday 17 September',
      'Financing deals and investor terms, at the Legal Summit: Friday 19 September',
    ],
  },
  {
    type: 'highlight',
    title: '81 billion dollars, and room to grow',
    content:
      'ACM was founded in 2022 to bridge global demand and the supply of quality African creative products. This fourth edition expects more than 25,000 attendees over the four days.',
  },
  { type: 'horizontal-line' },
  { type: 'share-social', title: 'Share this article' },
];

const articleSevenBody: KnownBlock[] = [
  {
    type: 'headline',
    title: 'A day for the women who make African film and television',
    content:
      'Women in Film and Television Africa opens the conference on Tuesday 16 September, from 8 AM to 4 PM, with more than 1,500 participants expected.',
  },
  {
    type: 'banner',
    imageUrl: images(1, 1)[0],
    alt: 'Four women seated on stage for a panel titled Women Shaping the Screen',
    title: 'Women in Film and Television Africa',
  },
  {
    type: 'text',
    content: [
      `Africa Creative Market 2025 begins next Tuesday with a full day for women in front of and behind the camera. Doors open at 8 AM in Hall B of ${site.venue.name}, where Hadiza Abubakar, executive director of the Arewa Women in Film Initiative, will welcome more than 1,500 expected participants: directors, producers, writers, actors, crew and the financiers and distributors who work with them.`,
      'At 9 AM Adaeze Nwachukwu, founder and chief executive of Reelhouse Studios Lagos, gives the opening keynote on women behind the camera. An hour later, the producer Chiamaka Eze-Okonkwo of Ìtàn Pictures, Wanjiru Kamau of the Savannah Screen Collective, Aïssatou Ndiaye of the Teranga Film Fund and Hadiza Abubakar take the stage to talk about producing, financing and distributing women’s stories.',
    ],
  },
  {
    type: 'chapters',
    title: 'The day, hour by hour',
    items: [
      { title: '8 AM: Doors open and welcome', content: 'Registration, coffee and a welcome from the organisers.' },
      { title: '9 AM: Keynote', content: 'Adaeze Nwachukwu on women behind the camera.' },
      {
        title: '10 AM: Panel',
        content: 'Producing, financing and distributing women’s stories, from development to streaming.',
      },
      {
        title: '11:45 AM: Masterclass',
        content: 'Njeri Wambui of Rift Valley Animation on taking an idea from script to animated series.',
      },
      {
        title: '1 PM: Screening',
        content: 'Short films by women directors, introduced by Achieng Odhiambo of the Lake Region Film Commission.',
      },
      {
        title: '2:30 PM: Mentoring circles',
        content: 'Small groups with Adaeze Nwachukwu, Chiamaka Eze-Okonkwo and Hadiza Abubakar.',
      },
    ],
  },
  {
    type: 'text',
    title: 'Part of a four-day conference',
    content:
      'The day runs alongside the conference’s opening ceremony at 10 AM and the panel on streaming deals for African film and series at 3 PM. Participants registered for the conference can move between the two, and the art exhibition and the marketplace are open all week.',
  },
  {
    type: 'highlight',
    title: 'More than 1,500 participants expected',
    content:
      'Places in the masterclass and the mentoring circles are limited: arrive early on Tuesday 16 September to secure a seat.',
  },
  { type: 'horizontal-line' },
  { type: 'share-social', title: 'Share this article' },
];

const articleEightBody: KnownBlock[] = [
  {
    type: 'headline',
    title: 'Four days, seven sectors, one market',
    content:
      'From the Women in Film day on 16 September to the Legal Summit on 19 September, Africa Creative Market 2025 filled Lagos with the business of creativity.',
  },
  {
    type: 'text',
    content: [
      `The fourth Africa Creative Market closed at ${site.venue.name} in Lagos on Friday 19 September 2025. For four days, creatives, investors, buyers, policymakers and exhibitors from across the continent and its diaspora met around one theme, From Local Stories to Global Markets, and around one question: how more of the value of African creativity can reach the people who create it.`,
      'Tuesday opened with Women in Film and Television Africa, a full day of keynotes, masterclasses, screenings and mentoring circles for the women who make African film and television, alongside the opening ceremony and the first conversations on financing the creative economy.',
    ],
  },
  {
    type: 'chapters',
    title: 'The edition, day by day',
    items: [
      {
        title: 'Tuesday 16 September: Women in Film',
        content:
          'A day for women on and behind the screen, and the keynote on Africa’s creative economy, from talent to trade.',
      },
      {
        title: 'Wednesday 17 September: fashion, art, music and the Gala',
        content:
          'The FashionEVO runway, the NOVUS Art Summit, the Business of Entertainment and buyer meetings, before the Gala Night for 300 guests.',
      },
      {
        title: 'Thursday 18 September: digital creators and photography',
        content:
          'The Digital Creator Africa Summit on audiences and income online, and the Business of Photography with portfolio reviews.',
      },
      {
        title: 'Friday 19 September: the Legal Summit',
        content:
          'Contracts, copyright and royalties, free legal consultations for creatives, and the Creative Continuum Africa Summit on skills and policy.',
      },
    ],
  },
  {
    type: 'image-grid-2x2',
    imageUrl: images(1, 3, 5, 6, 7),
    alt: [
      'A model in a printed gown walking the runway under spotlights',
      'A band performing live to a crowd in front of a patterned backdrop',
      'Delegates with conference badges chatting in front of a window onto the city',
      'The Lagos skyline lit up at night under searchlights',
    ],
  },
  {
    type: 'text',
    title: 'Beyond the stages',
    content: [
      'The art exhibition stayed open every day from 9 AM to 5 PM, free for registered visitors, and the marketplace in the Exhibition Hall kept exhibitors, buyers and distributors talking from morning to evening. All week, hackathon teams built products for the creative economy in the race for the 10 million naira grand prize, and emerging artists competed in Next Level for 3 million naira towards a music video, mentorship and an international showcase.',
      'Attendees whose tickets were scanned at the gate can now download their certificate of attendance from their ticket page.',
    ],
  },
  {
    type: 'highlight',
    title: 'See you in 2026',
    content:
      'The dates of the next edition, its first speakers and the opening of registration reach the newsletter first: sign up at the bottom of this page.',
  },
  { type: 'horizontal-line' },
  { type: 'share-social', title: 'Share this article' },
];

export const articles = defineContent('content/news.ts', articleListSchema, [
  {
    id: 1,
    title: 'Africa Creative Market 2025: Four Days to Shape the Future of African Creativity',
    source: 'ACM Newsroom',
    date: '2025-08-12',
    description:
      'From 16 to 19 September, Lagos hosts the fourth Africa Creative Market: a women-in-film day, a gala, a digital creators summit, a legal summit and more than 25,000 expected attendees.',
    category: 'Event Preview',
    readTime: '6 min read',
    imageUrl: '/media/news/article-1.webp',
    imageAlt: 'The Lagos skyline at night, lit by searchlights',
    content: articleOneBody,
  },
  {
    id: 2,
    title: 'Art Exhibition and Gala Night Put African Creativity on Show',
    source: 'ACM Newsroom',
    date: '2025-08-19',
    description:
      'The ACM art exhibition opens daily from 9 AM to 5 PM with free admission for registered visitors, and the Gala Night on 17 September welcomes 300 guests.',
    category: 'Art & Culture',
    readTime: '4 min read',
    imageUrl: '/media/news/article-2.webp',
    imageAlt: 'A visitor in a gallery beside paintings and a carved mask on a plinth',
    content: articleTwoBody,
  },
  {
    id: 3,
    title: 'Digital Creators, Hackathon Teams and Next Level Artists Take the Stage',
    source: 'ACM Press Office',
    date: '2025-08-26',
    description:
      'The Digital Creator Africa Summit on 18 September, a four-day hackathon with a 10 million naira grand prize, and Next Level, whose winner receives 3 million naira for a music video.',
    category: 'Digital Media',
    readTime: '5 min read',
    imageUrl: '/media/news/article-3.webp',
    imageAlt: 'A content creator in a ring light beside a phone on a tripod',
    content: articleThreeBody,
  },
  {
    id: 4,
    title: 'Legal Summit Returns to Help Creatives Protect and Monetise Their Work',
    source: 'ACM Press Office',
    date: '2025-09-02',
    description:
      'On 19 September the ACM Legal Summit brings lawyers and creatives together again, after offering 30 hours of free legal consultation in 2024.',
    category: 'Legal & Business',
    readTime: '4 min read',
    imageUrl: '/media/news/article-4.webp',
    imageAlt: 'The scales of justice beside a gavel and a contract',
    content: articleFourBody,
  },
  {
    id: 5,
    title: 'Through the Lens: Photographers Capture the Energy of Creative Lagos',
    source: 'ACM Newsroom',
    date: '2025-09-05',
    description:
      'Photographers from across the continent will exhibit at ACM 2025, from documentary series to fashion editorials, in the art exhibition open daily from 9 AM to 5 PM.',
    category: 'Photography',
    readTime: '3 min read',
    imageUrl: '/media/news/article-5.webp',
    imageAlt: 'A camera among a heart and a star on a patterned teal background',
    content: articleFiveBody,
  },
  {
    id: 6,
    title: 'Africa’s 81 Billion Dollar Creative Economy Is Ready for Global Trade',
    source: 'ACM Newsroom',
    date: '2025-09-09',
    description:
      'The global creative sector is worth 6 trillion dollars and Africa contributes 1.4 percent. ACM 2025 brings buyers, investors and creators together to grow that share.',
    category: 'Creative Industry',
    readTime: '5 min read',
    imageUrl: '/media/news/article-6.webp',
    imageAlt: 'Tiles showing a dancer, a palette, a dress form, a camera, a microphone and a clapperboard',
    content: articleSixBody,
  },
  {
    id: 7,
    title: 'Women in Film Day to Open ACM 2025 for Over 1,500 Participants',
    source: 'ACM Press Office',
    date: '2025-09-12',
    description:
      'On Tuesday 16 September, from 8 AM to 4 PM, more than 1,500 expected participants will join keynotes, masterclasses, screenings and mentoring circles celebrating women in African film.',
    category: 'Film & Cinema',
    readTime: '4 min read',
    imageUrl: '/media/news/article-7.webp',
    imageAlt: 'An audience in silhouette watching a film on a big screen',
    content: articleSevenBody,
  },
  {
    id: 8,
    title: 'ACM 2025 in Review: Four Days That Connected African Creativity to the World',
    source: 'ACM Newsroom',
    date: '2025-09-22',
    description:
      'From the Women in Film day to the Legal Summit, a look back at the conference, the Gala Night, the hackathon and the exhibition that filled Lagos from 16 to 19 September.',
    category: 'Event Coverage',
    readTime: '6 min read',
    imageUrl: '/media/news/article-8.webp',
    imageAlt: 'A speaker on a spotlit stage in front of a full hall, under a Digital Creators Rising screen',
    content: articleEightBody,
  },
]);

/**
 * The articles newest first, the order every list of news shows them in ("in review" before the
 * previews). On one day, the later id first: it was written later.
 */
export const articlesNewestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
