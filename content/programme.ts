import { defineContent } from './schemas/define';
import { programmeSchema, type Session } from './schemas/programme';
import { editionPartnerEvents } from './partner-events';
import { site } from './site';
import { editionSpeakers } from './speakers';

/**
 * The 2025 programme: every session of the four days, the one source of the /2025-schedule
 * boards and lists, the session and speaker pages, the calendar files and the Events Guide
 * (`npm run media` redraws the boards and the guide from it). Times are local (Africa/Lagos).
 * Sample data shaped like the real edition; replace it here. A clash in a room, an end before a
 * start, an unknown speaker id or a date outside the event fails the build naming the session.
 */

/** The date of day n of the event (1 to 4), counted from site.startDate. */
function day(n: number): string {
  const date = new Date(`${site.startDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n - 1);
  return date.toISOString().slice(0, 10);
}

const hackathon = `${site.shortName} Creative Hackathon`;
const nextLevel = `${site.shortName} Next Level Competition`;
const wifta = 'Women in Film and Television Africa';
const fashionEvo = 'FashionEVO Summit & Show';
const novus = 'NOVUS Art Summit & Exhibition';
const entertainment = 'Business of Entertainment';
const digitalCreators = 'Digital Creator Africa Summit';
const photography = 'Business of Photography';
const sportsTech = 'Creative Technology and Sports Entertainment Summit';
const legal = 'Global Creative Legal Summit';
const continuum = 'Creative Continuum Africa Summit';
const kingdom = 'Kingdom Film Festival Pre-Summit';

/** The partner event's registration link, when it has one. */
const register = (title: string) => editionPartnerEvents.find((event) => event.title === title)?.link;

/** What runs every day of the event: the art exhibition, the hackathon and the marketplace. */
function daily(n: number, hackathonDay: Pick<Session, 'title' | 'description' | 'end'>): Session[] {
  const date = day(n);
  return [
    {
      id: n * 100 + 1,
      title: `Art exhibition, day ${n}`,
      description:
        'The NOVUS art exhibition: painting, sculpture, textiles and photography by artists from across the continent. Open daily from 9 AM to 5 PM; admission is free, registration is required.',
      date,
      start: '09:00',
      end: '17:00',
      room: 'Gallery Wing',
      track: 'art',
      format: 'showcase',
      speakers: n === 1 ? ['akosua-frimpong'] : [],
      partnerEvent: novus,
      registrationUrl: register(novus),
    },
    {
      id: n * 100 + 2,
      ...hackathonDay,
      date,
      start: '09:00',
      room: 'Innovation Lab',
      track: 'gaming-tech',
      format: n === 1 ? 'workshop' : 'pitch',
      speakers: ['tobi-akindele'],
      partnerEvent: hackathon,
      registrationUrl: register(hackathon),
    },
    {
      id: n * 100 + 3,
      title: `Marketplace, day ${n}`,
      description:
        'Exhibitors from film, music, fashion, art, photography and technology show and sell their work; buyers, distributors and investors meet them at their booths.',
      date,
      start: '10:00',
      end: '18:00',
      room: 'Exhibition Hall',
      track: 'marketplace',
      format: 'showcase',
      speakers: n === 2 ? ['joseph-mwangi'] : [],
    },
  ];
}

const sessions: Session[] = [
  // ---------- Day 1: Women in Film and Television Africa, Kingdom Film Festival pre-summit ----------
  ...daily(1, {
    title: 'Creative Hackathon: kick-off and team formation',
    description: 'Briefs from the creative industries, team formation and the rules of the four-day hackathon, whose grand prize is 10 million naira.',
    end: '18:00',
  }),
  {
    id: 104,
    title: 'Women in Film and Television Africa: doors open and welcome',
    description: 'Registration, coffee and a welcome from the organisers of a day for women on and behind the screen, with over 1,500 participants expected.',
    date: day(1), start: '08:00', end: '09:00', room: 'Hall B', track: 'film-tv', format: 'networking',
    speakers: ['hadiza-abubakar'], partnerEvent: wifta, registrationUrl: register(wifta),
  },
  {
    id: 105,
    title: 'Keynote: women behind the camera',
    description: 'How women producers, directors and crews are changing what African screens show, and what still stands in their way.',
    date: day(1), start: '09:00', end: '10:00', room: 'Hall B', track: 'film-tv', format: 'keynote',
    speakers: ['adaeze-nwachukwu'], partnerEvent: wifta, registrationUrl: register(wifta),
  },
  {
    id: 106,
    title: "Panel: producing, financing and distributing women's stories",
    description: 'Producers and funders on development money, co-productions and getting films and series by women in front of audiences.',
    date: day(1), start: '10:00', end: '11:30', room: 'Hall B', track: 'film-tv', format: 'panel',
    speakers: ['chiamaka-eze-okonkwo', 'wanjiru-kamau', 'aissatou-ndiaye', 'hadiza-abubakar'], partnerEvent: wifta, registrationUrl: register(wifta),
  },
  {
    id: 107,
    title: 'Masterclass: from script to animated series',
    description: 'Writing, designing and pitching an animated series for African and international broadcasters, step by step.',
    date: day(1), start: '11:45', end: '13:00', room: 'Studio 1', track: 'film-tv', format: 'masterclass',
    speakers: ['njeri-wambui'], partnerEvent: wifta, registrationUrl: register(wifta),
  },
  {
    id: 108,
    title: 'Screening: short films by women directors',
    description: 'Six short films from across the continent, followed by a conversation with their directors.',
    date: day(1), start: '13:00', end: '14:30', room: 'Screening Room', track: 'film-tv', format: 'screening',
    speakers: ['achieng-odhiambo'], partnerEvent: wifta, registrationUrl: register(wifta),
  },
  {
    id: 109,
    title: 'Mentoring circles for women in film',
    description: 'Small groups with producers and directors: career questions, projects in development and introductions.',
    date: day(1), start: '14:30', end: '16:00', room: 'Hall B', track: 'film-tv', format: 'workshop',
    speakers: ['adaeze-nwachukwu', 'chiamaka-eze-okonkwo', 'hadiza-abubakar'], partnerEvent: wifta, registrationUrl: register(wifta),
  },
  {
    id: 110,
    title: 'Opening ceremony and welcome address',
    description: 'The opening of the 2025 edition, with the organisers, partners and government representatives.',
    date: day(1), start: '10:00', end: '11:00', room: 'Main Hall', track: 'summits', format: 'keynote',
    speakers: ['ibrahim-danjuma', 'ifeoluwa-dada'],
  },
  {
    id: 111,
    title: "Keynote: Africa's creative economy, from talent to trade",
    description: 'The global creative sector is a 6 trillion dollar economy and Africa contributes 1.4 percent. What it takes to grow that share through trade.',
    date: day(1), start: '11:00', end: '12:00', room: 'Main Hall', track: 'summits', format: 'keynote',
    speakers: ['joseph-mwangi'],
  },
  {
    id: 112,
    title: 'Panel: financing the creative economy',
    description: 'Investors, bankers and journalists on what creative businesses need to raise money, and what lenders need to see.',
    date: day(1), start: '12:00', end: '13:15', room: 'Main Hall', track: 'summits', format: 'panel',
    speakers: ['zainab-bello', 'adebola-fashola', 'rotimi-williams-lawal', 'amara-okoli'],
  },
  {
    id: 113,
    title: 'Kingdom Film Festival Pre-Summit',
    description: 'Ahead of the Kingdom Film Festival, filmmakers of faith and family stories on storytelling, distribution and financing.',
    date: day(1), start: '11:00', end: '15:00', room: 'Hall C', track: 'film-tv', format: 'summit',
    speakers: ['uchenna-nnaji', 'sipho-ndlovu'], partnerEvent: kingdom,
  },
  {
    id: 114,
    title: 'Panel: streaming deals for African film and series',
    description: 'Platforms and programmers on licensing, originals and what travels between anglophone and francophone markets.',
    date: day(1), start: '15:00', end: '16:30', room: 'Main Hall', track: 'film-tv', format: 'panel',
    speakers: ['olamide-coker', 'malick-sow', 'bukola-adeyemi-johnson', 'wanjiru-kamau'],
  },
  {
    id: 115,
    title: 'Workshop: dance for the screen',
    description: 'Choreographing and filming dance for music videos, film and social media, with a practical session.',
    date: day(1), start: '15:00', end: '16:30', room: 'Studio 1', track: 'dance', format: 'workshop',
    speakers: ['lerato-dlamini', 'ebele-ikwuemesi'],
  },
  {
    id: 116,
    title: 'Welcome reception',
    description: 'Drinks and music to open the week: meet speakers, exhibitors and fellow delegates.',
    date: day(1), start: '17:00', end: '19:00', room: 'Marquee', track: 'networking', format: 'networking',
    speakers: [],
  },

  // ---------- Day 2: fashion, art and entertainment summits, the gala ----------
  ...daily(2, {
    title: 'Creative Hackathon: build day and mentor clinics',
    description: 'Teams build their products with mentors from music, film, fashion and technology on hand.',
    end: '18:00',
  }),
  {
    id: 204,
    title: 'FashionEVO keynote: the business of African fashion',
    description: 'From textiles and manufacturing to retail and export: where African fashion makes money, and where it could.',
    date: day(2), start: '09:00', end: '10:00', room: 'Hall B', track: 'fashion', format: 'keynote',
    speakers: ['thandiwe-mokoena'], partnerEvent: fashionEvo, registrationUrl: register(fashionEvo),
  },
  {
    id: 205,
    title: 'Panel: textiles, manufacturing and export',
    description: 'Designers, marketers and exporters on sourcing, producing at scale and selling beyond the continent.',
    date: day(2), start: '10:00', end: '11:30', room: 'Hall B', track: 'fashion', format: 'panel',
    speakers: ['nana-akua-owusu', 'babajide-alabi', 'mariam-traore', 'joseph-mwangi'], partnerEvent: fashionEvo, registrationUrl: register(fashionEvo),
  },
  {
    id: 206,
    title: 'Masterclass: building a fashion brand that sells abroad',
    description: 'Brand, talent and storytelling for labels that want buyers in Europe, the Americas and the diaspora.',
    date: day(2), start: '11:45', end: '13:00', room: 'Hall B', track: 'fashion', format: 'masterclass',
    speakers: ['abena-serwaa-addo', 'precious-mahlangu'], partnerEvent: fashionEvo, registrationUrl: register(fashionEvo),
  },
  {
    id: 207,
    title: 'FashionEVO Show: runway',
    description: 'A runway show of established and emerging designers from across the continent.',
    date: day(2), start: '15:00', end: '16:30', room: 'Runway Hall', track: 'fashion', format: 'showcase',
    speakers: ['khadija-jalloh', 'precious-mahlangu'], partnerEvent: fashionEvo, registrationUrl: register(fashionEvo),
  },
  {
    id: 208,
    title: 'NOVUS Art Summit: collecting and curating African art',
    description: 'Curators and gallerists on building collections, exhibitions and museums for contemporary African art.',
    date: day(2), start: '09:30', end: '11:00', room: 'Hall C', track: 'art', format: 'summit',
    speakers: ['moussa-diop', 'akosua-frimpong', 'efua-quansah'], partnerEvent: novus, registrationUrl: register(novus),
  },
  {
    id: 209,
    title: 'Panel: the art market, galleries and fair prices',
    description: 'How artists price their work, how galleries and fairs sell it, and how the diaspora buys it.',
    date: day(2), start: '11:15', end: '12:30', room: 'Hall C', track: 'art', format: 'panel',
    speakers: ['efua-quansah', 'ngozi-okafor-reid'], partnerEvent: novus, registrationUrl: register(novus),
  },
  {
    id: 210,
    title: 'Business of Entertainment keynote: the deals behind the music',
    description: 'Labels, distribution and streaming: who earns what from an African hit, and how that is changing.',
    date: day(2), start: '10:00', end: '11:00', room: 'Main Hall', track: 'music', format: 'keynote',
    speakers: ['kwame-asante-boateng'], partnerEvent: entertainment,
  },
  {
    id: 211,
    title: 'Panel: touring Africa and the world',
    description: 'Promoters, festival directors and broadcasters on routing tours, selling tickets and building live audiences.',
    date: day(2), start: '11:00', end: '12:30', room: 'Main Hall', track: 'music', format: 'panel',
    speakers: ['olumide-bankole', 'koffi-yao-kouassi', 'nomvula-khumalo'], partnerEvent: entertainment,
  },
  {
    id: 212,
    title: 'Pitch: entertainment start-ups meet investors',
    description: 'Eight start-ups in ticketing, rights, live events and sport pitch to a panel of investors.',
    date: day(2), start: '13:30', end: '14:30', room: 'Main Hall', track: 'summits', format: 'pitch',
    speakers: ['rotimi-williams-lawal', 'adebola-fashola', 'samuel-kiprotich'], partnerEvent: entertainment,
  },
  {
    id: 213,
    title: 'Panel: music publishing and royalties',
    description: 'Publishing, collecting societies and contracts: how songwriters get paid for every play.',
    date: day(2), start: '14:45', end: '16:00', room: 'Main Hall', track: 'music', format: 'panel',
    speakers: ['emeka-obi', 'tolulope-ajayi', 'tendai-moyo'], partnerEvent: entertainment,
  },
  {
    id: 214,
    title: 'Masterclass: producing a hit record',
    description: 'From the first beat to the final master, with a producer and an A&R lead working on a track live.',
    date: day(2), start: '14:30', end: '16:00', room: 'Studio 1', track: 'music', format: 'masterclass',
    speakers: ['tunde-ogunleye', 'tendai-moyo'],
  },
  {
    id: 215,
    title: 'Buyer meetings and B2B matchmaking',
    description: 'Pre-arranged meetings between exhibitors and buyers, distributors and investors.',
    date: day(2), start: '14:00', end: '17:00', room: 'Marquee', track: 'marketplace', format: 'networking',
    speakers: ['joseph-mwangi'],
  },
  {
    id: 216,
    title: `${site.shortName} Gala`,
    description: 'An evening for 300 guests celebrating the creative industries, with awards and performances. By invitation.',
    date: day(2), start: '19:00', end: '23:00', room: 'Grand Ballroom', track: 'networking', format: 'networking',
    speakers: ['salma-mohammed'],
  },

  // ---------- Day 3: digital creators, photography, creative technology and sport ----------
  ...daily(3, {
    title: 'Creative Hackathon: build day and user testing',
    description: 'Teams test their prototypes with creatives at the marketplace and refine them for the final.',
    end: '18:00',
  }),
  {
    id: 304,
    title: 'Digital Creator Africa Summit: opening keynote',
    description: 'The state of the African creator economy: audiences, platforms and the businesses creators are building.',
    date: day(3), start: '09:00', end: '10:00', room: 'Main Hall', track: 'summits', format: 'keynote',
    speakers: ['ikenna-chukwu'], partnerEvent: digitalCreators, registrationUrl: register(digitalCreators),
  },
  {
    id: 305,
    title: 'Panel: monetising content across platforms',
    description: 'Creators, a streaming platform and a brand on subscriptions, ads, sponsorships and selling your own products.',
    date: day(3), start: '10:00', end: '11:30', room: 'Main Hall', track: 'summits', format: 'panel',
    speakers: ['salma-mohammed', 'olamide-coker', 'abena-serwaa-addo'], partnerEvent: digitalCreators, registrationUrl: register(digitalCreators),
  },
  {
    id: 306,
    title: 'Workshop: growing an audience without losing your voice',
    description: 'Formats, consistency and community: a practical session for creators at any stage.',
    date: day(3), start: '11:45', end: '13:00', room: 'Main Hall', track: 'summits', format: 'workshop',
    speakers: ['salma-mohammed', 'amara-okoli'], partnerEvent: digitalCreators, registrationUrl: register(digitalCreators),
  },
  {
    id: 307,
    title: 'Panel: creators and brands, fair deals',
    description: 'Rates, rights and contracts in brand partnerships, from both sides of the table.',
    date: day(3), start: '14:00', end: '15:30', room: 'Main Hall', track: 'summits', format: 'panel',
    speakers: ['ikenna-chukwu', 'babajide-alabi', 'tolulope-ajayi'], partnerEvent: digitalCreators, registrationUrl: register(digitalCreators),
  },
  {
    id: 308,
    title: 'Next Level Competition: semi-final',
    description: 'Rising music artists perform for a jury of producers and broadcasters; six go through to the final.',
    date: day(3), start: '15:45', end: '17:15', room: 'Main Hall', track: 'music', format: 'showcase',
    speakers: ['tunde-ogunleye', 'nomvula-khumalo'], partnerEvent: nextLevel, registrationUrl: register(nextLevel),
  },
  {
    id: 309,
    title: 'Business of Photography: pricing and licensing your pictures',
    description: 'What to charge, how to license and how to protect your photographs, for commercial, editorial and documentary work.',
    date: day(3), start: '09:30', end: '10:30', room: 'Hall C', track: 'photography', format: 'keynote',
    speakers: ['fatou-sarr'], partnerEvent: photography,
  },
  {
    id: 310,
    title: 'Portfolio reviews',
    description: 'One-to-one reviews of photographers’ portfolios with a curator and a photographer. Bring ten pictures.',
    date: day(3), start: '10:45', end: '12:30', room: 'Hall C', track: 'photography', format: 'workshop',
    speakers: ['ayanda-zulu', 'fatou-sarr'], partnerEvent: photography,
  },
  {
    id: 311,
    title: 'Panel: documentary, editorial and commercial photography',
    description: 'Three ways to earn from photography, and how to move between them.',
    date: day(3), start: '13:30', end: '15:00', room: 'Hall C', track: 'photography', format: 'panel',
    speakers: ['ayanda-zulu', 'kofi-mensah-bonsu'], partnerEvent: photography,
  },
  {
    id: 312,
    title: 'Creative technology and sport: keynote',
    description: 'How technology changes the way fans watch, play and pay, and where the investment is.',
    date: day(3), start: '09:30', end: '10:30', room: 'Hall B', track: 'sports-entertainment', format: 'keynote',
    speakers: ['samuel-kiprotich'], partnerEvent: sportsTech,
  },
  {
    id: 313,
    title: 'Panel: AR/VR and the fan experience',
    description: 'Immersive experiences for stadiums, concerts and museums, and what they cost to build.',
    date: day(3), start: '10:45', end: '12:00', room: 'Hall B', track: 'ar-vr', format: 'panel',
    speakers: ['yaw-darko', 'chidera-onwuka', 'samuel-kiprotich'], partnerEvent: sportsTech,
  },
  {
    id: 314,
    title: 'Panel: games made in Africa',
    description: 'Studios and a technology lead on funding, publishing and finding players for African games.',
    date: day(3), start: '13:00', end: '14:30', room: 'Hall B', track: 'gaming-tech', format: 'panel',
    speakers: ['femi-oyelaran', 'chukwuemeka-umeh', 'david-otieno'], partnerEvent: sportsTech,
  },
  {
    id: 315,
    title: 'Workshop: building an immersive experience',
    description: 'A hands-on introduction to designing for augmented and virtual reality, with headsets provided.',
    date: day(3), start: '14:45', end: '16:00', room: 'Studio 1', track: 'ar-vr', format: 'workshop',
    speakers: ['chidera-onwuka', 'yaw-darko'],
  },
  {
    id: 316,
    title: 'Screening: new African animation',
    description: 'Episodes and shorts from African animation studios, followed by questions to their makers.',
    date: day(3), start: '13:00', end: '14:30', room: 'Screening Room', track: 'film-tv', format: 'screening',
    speakers: ['kelechi-anyanwu', 'njeri-wambui', 'david-otieno'],
  },
  {
    id: 317,
    title: 'Masterclass: choreography for stage and music video',
    description: 'Building a routine that works on stage and on camera, with dancers from the Umoya Dance Company.',
    date: day(3), start: '10:00', end: '11:30', room: 'Studio 1', track: 'dance', format: 'masterclass',
    speakers: ['lerato-dlamini', 'ebele-ikwuemesi'],
  },

  // ---------- Day 4: legal summit, creative continuum, finals and closing ----------
  ...daily(4, {
    title: 'Creative Hackathon: final build sprint',
    description: 'The last hours of building before the teams present to the jury.',
    end: '14:00',
  }),
  {
    id: 404,
    title: 'Global Creative Legal Summit: keynote on creative rights',
    description: 'Intellectual property as the asset of the creative economy: what creatives own, and how to keep it.',
    date: day(4), start: '09:00', end: '10:00', room: 'Hall B', track: 'summits', format: 'keynote',
    speakers: ['oluwaseun-adebayo'], partnerEvent: legal, registrationUrl: register(legal),
  },
  {
    id: 405,
    title: 'Panel: contracts, copyright and collecting societies',
    description: 'The clauses to read twice, registering your work, and collecting what you are owed.',
    date: day(4), start: '10:00', end: '11:30', room: 'Hall B', track: 'summits', format: 'panel',
    speakers: ['tolulope-ajayi', 'emeka-obi', 'oluwaseun-adebayo'], partnerEvent: legal, registrationUrl: register(legal),
  },
  {
    id: 406,
    title: 'Free legal consultations for creatives',
    description: 'Book a free half-hour with a lawyer on contracts, copyright or company registration. The 2024 summit gave 30 hours of free consultation.',
    date: day(4), start: '11:45', end: '16:00', room: 'Studio 1', track: 'summits', format: 'workshop',
    speakers: ['tolulope-ajayi', 'oluwaseun-adebayo'], partnerEvent: legal, registrationUrl: register(legal),
  },
  {
    id: 407,
    title: 'Panel: financing deals and investor terms',
    description: 'Term sheets, revenue shares and completion bonds: what creative founders should know before they sign.',
    date: day(4), start: '13:00', end: '14:30', room: 'Hall B', track: 'summits', format: 'panel',
    speakers: ['zainab-bello', 'adebola-fashola', 'oluwaseun-adebayo'], partnerEvent: legal, registrationUrl: register(legal),
  },
  {
    id: 408,
    title: 'Creative Continuum Africa Summit: skills and policy for the next generation',
    description: 'Policymakers, educators and festival leaders on the skills, policies and investment the next generation of creatives needs.',
    date: day(4), start: '09:30', end: '10:45', room: 'Main Hall', track: 'summits', format: 'summit',
    speakers: ['ifeoluwa-dada', 'ibrahim-danjuma', 'rukayya-sani'], partnerEvent: continuum,
  },
  {
    id: 409,
    title: 'Panel: creative education and the diaspora',
    description: 'Training, exchanges and partnerships between African and diaspora creative communities.',
    date: day(4), start: '11:00', end: '12:30', room: 'Main Hall', track: 'summits', format: 'panel',
    speakers: ['ngozi-okafor-reid', 'efua-quansah', 'rukayya-sani'], partnerEvent: continuum,
  },
  {
    id: 410,
    title: 'Panel: festivals as markets',
    description: 'How film, music and arts festivals become places where deals are done, not just shows.',
    date: day(4), start: '13:30', end: '14:30', room: 'Main Hall', track: 'showcases', format: 'panel',
    speakers: ['koffi-yao-kouassi', 'rukayya-sani', 'achieng-odhiambo'],
  },
  {
    id: 411,
    title: 'Creative Hackathon: final demos and awards',
    description: 'The finalist teams demonstrate their products to the jury; the winner takes the grand prize of 10 million naira.',
    date: day(4), start: '14:30', end: '16:00', room: 'Innovation Lab', track: 'gaming-tech', format: 'pitch',
    speakers: ['tobi-akindele', 'rotimi-williams-lawal', 'femi-oyelaran'], partnerEvent: hackathon, registrationUrl: register(hackathon),
  },
  {
    id: 412,
    title: 'Next Level Competition: final',
    description: 'The six finalists perform; the winner receives 3 million naira for a music video, mentorship and an international showcase.',
    date: day(4), start: '16:00', end: '17:30', room: 'Main Hall', track: 'music', format: 'showcase',
    speakers: ['kwame-asante-boateng', 'tendai-moyo', 'tunde-ogunleye'], partnerEvent: nextLevel, registrationUrl: register(nextLevel),
  },
  {
    id: 413,
    title: 'Closing ceremony',
    description: 'Highlights of the week, the hackathon and Next Level winners on stage, and the dates of the next edition.',
    date: day(4), start: '17:30', end: '18:30', room: 'Main Hall', track: 'summits', format: 'keynote',
    speakers: ['ibrahim-danjuma', 'tobi-akindele'],
  },
  {
    id: 414,
    title: 'Screening: francophone shorts',
    description: 'Short films from Senegal, Côte d’Ivoire and Cameroon, with their producers and a streaming buyer.',
    date: day(4), start: '10:00', end: '11:30', room: 'Screening Room', track: 'film-tv', format: 'screening',
    speakers: ['malick-sow', 'aissatou-ndiaye'],
  },
  {
    id: 415,
    title: 'Dance showcase: contemporary and traditional',
    description: 'Contemporary and traditional dance companies share one stage for an afternoon of performance.',
    date: day(4), start: '13:00', end: '14:30', room: 'Hall C', track: 'dance', format: 'showcase',
    speakers: ['lerato-dlamini', 'ebele-ikwuemesi'],
  },
];

export const programme: Session[] = defineContent(
  'content/programme.ts',
  programmeSchema({
    speakerIds: editionSpeakers.map((speaker) => speaker.id),
    startDate: site.startDate,
    endDate: site.endDate,
    partnerEvents: editionPartnerEvents.map((event) => event.title),
  }),
  sessions,
);
