import { expect, test, type Page } from './support/test';
import { expectNoViolations } from './support/axe';
import { urls } from './support/servers';
import { kb, lighthousePhone, measurePageJs } from '../scripts/lib/js-weight.mjs';
import { programme } from '../content/programme';
import { articles } from '../content/news';
import { articles as frArticles } from '../content/fr/news';
import { home as frHome } from '../content/fr/home';
import { sessions as frSessions } from '../content/fr/programme';
import { home } from '../content/home';
import { editionPartnerEvents } from '../content/partner-events';
import { editionPartnerEvents as frPartnerEvents } from '../content/fr/partner-events';
import { sessionPath } from '../lib/programme/sessions';

/**
 * The edition's phase (lib/phase) on the pages whose calls to action follow it: before the
 * edition on the site server (SITE_DATE before it, registration closed), during it and after it
 * on two light servers (e2e/support/site-clock.ts). Each page is loaded once with JavaScript and
 * once without, and read at 1280 then 390 px in the same load (the phase is the server's: the
 * width only hides or shows). axe runs on the home page of each phase, at both widths.
 */
const hackathon = programme.find((session) => session.registrationUrl?.includes('hackathon'));
if (!hackathon) throw new Error('no hackathon session with a registration link');
const sessionUrl = sessionPath(hackathon);
/** The hackathon's session on the last day: still to come on the "during" server (day 2). */
const laterHackathon = programme.findLast((session) => session.registrationUrl?.includes('hackathon'));
if (!laterHackathon || laterHackathon.date <= hackathon.date) throw new Error('no later hackathon session');
const laterSessionUrl = sessionPath(laterHackathon);
const review = articles.reduce((newest, article) => (article.date > newest.date ? article : newest));

type Check = (page: Page) => Promise<void>;

/**
 * After the edition, the closing story and the certificate share a row from 768 px, top and bottom
 * aligned so neither leaves a hole beside the other; on a phone the certificate follows the story.
 */
async function expectReviewStoryLaidOut(page: Page) {
  const story = await page.getByTestId('review-story').getByTestId('news-card').boundingBox();
  const certificate = await page.getByTestId('certificate').boundingBox();
  expect(story && certificate).toBeTruthy();
  if (page.viewportSize()!.width >= 768) {
    expect(Math.abs(story!.y - certificate!.y)).toBeLessThan(2);
    expect(Math.abs(story!.height - certificate!.height)).toBeLessThan(2);
    expect(certificate!.x).toBeGreaterThan(story!.x + story!.width);
  } else {
    expect(certificate!.y).toBeGreaterThan(story!.y + story!.height);
    expect(Math.abs(story!.width - certificate!.width)).toBeLessThan(2);
  }
}
type Phase = { name: string; base: string; pages: [path: string, check: Check][] };

const main = (page: Page) => page.getByRole('main');
const hero = (page: Page) => page.locator('section[aria-labelledby="home-title"]');
/** The header's one button (components/layout/header-action.ts), seen at 1280 px. */
const headerAction = (page: Page) => page.getByRole('banner').locator('a.bg-gold');
/** No call to register or apply anywhere in the page's content (the menu's plain "Register" link aside). */
const expectNoRegistration = async (page: Page, words = /Regist(er|ration)|Apply|S’inscrire|Inscri|Candidater/) =>
  expect(main(page).getByRole('link', { name: words })).toHaveCount(0);

/**
 * Before and during the edition: the partners' and sessions' registration, under the partner
 * events' lead of that phase.
 */
const registrationStands = (
  partnerEventsLead: string,
  session = sessionUrl,
  partnerEvents: Check = async () => {},
): [path: string, check: Check][] => [
  [
    '/partner-event',
    async (page) => {
      await partnerEvents(page);
      await expect(main(page)).toContainText(partnerEventsLead);
      await expect(
        main(page)
          .getByRole('link', { name: /^Register for/ })
          .first(),
      ).toBeAttached();
    },
  ],
  [
    session,
    async (page) => {
      await expect(main(page).getByRole('link', { name: 'Register for this event' })).toBeVisible();
      await expect(main(page).getByRole('link', { name: /Add to calendar/ })).toBeVisible();
    },
  ],
];

/**
 * The other pages whose words follow the phase: the exhibition, partners, about, FAQ, the 2024
 * pages, lost ticket and a speaker's page. Kept apart from the calls to action above, one load
 * per page and phase, read at both widths like them.
 */
/**
 * The partner events' cards: once an event has ended (all of them after the edition), its words
 * for after it, no registration and no calendar file; one still to come keeps its invitation.
 */
const eventCard = (page: Page, title: string) =>
  main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
async function expectEventsTold(page: Page, events: typeof editionPartnerEvents, ended: (title: string) => boolean) {
  for (const event of events) {
    const card = eventCard(page, event.title);
    await expect(card).toContainText(ended(event.title) ? event.pastDescription : event.description);
    if (ended(event.title)) await expect(card.getByRole('link')).toHaveCount(0);
  }
}
/** On day 2 of the edition, the events of day 1 have ended. */
const endedOnDay1 = new Set(['Women in Film and Television Africa', 'Kingdom Film Festival Pre-Summit']);

const speakerUrl = '/speakers/adaeze-nwachukwu';
const speakerSessions = (page: Page) => page.locator('section[aria-labelledby="speaker-sessions"]');
const pagesFollowingThePhase: Record<'before' | 'during' | 'after', [path: string, check: Check][]> = {
  before: [
    [
      '/about',
      async (page) => {
        await expect(main(page)).toContainText('The 2025 edition will run from 16 to 19 September 2025');
      },
    ],
    [
      speakerUrl,
      async (page) => {
        await expect(speakerSessions(page).getByRole('heading')).toHaveText('Sessions at the 2025 edition');
        await expect(speakerSessions(page).getByRole('link', { name: /Add to calendar/ })).toHaveCount(2);
      },
    ],
  ],
  during: [
    [
      '/exhibition',
      async (page) => {
        await expect(main(page)).toContainText('The marketplace and the art exhibition are open now');
        const spaces = page.getByTestId('exhibition-spaces');
        await expect(spaces).toContainText('Exhibition Hall');
        await expect(spaces).toContainText('Every day, 10:00');
        await expect(spaces).toContainText('Gallery Wing');
        await expect(page.getByRole('heading', { name: 'Exhibit at ACM 2026' })).toBeVisible();
      },
    ],
    [
      '/fr/about',
      async (page) => {
        await expect(main(page)).toContainText('L’édition 2025 se tient en ce moment, du 16 au 19 septembre 2025');
      },
    ],
  ],
  after: [
    [
      '/exhibition',
      async (page) => {
        await expect(main(page)).toContainText('The 2025 exhibition is over.');
        await expect(page.getByRole('heading', { name: 'The 2025 exhibition' })).toBeVisible();
        await expect(page.getByTestId('exhibition-figures')).toContainText('30+');
        await expect(page.getByRole('heading', { name: 'Exhibit at ACM 2026' })).toBeVisible();
        await expect(main(page)).not.toContainText('Exhibit at the event');
        await expect(main(page).locator('form').first()).toBeAttached();
      },
    ],
    [
      '/fr/exhibition',
      async (page) => {
        await expect(main(page)).toContainText('L’exposition 2025 est terminée.');
        await expect(page.getByRole('heading', { name: 'Exposer à l’ACM 2026' })).toBeVisible();
      },
    ],
    [
      '/partners',
      async (page) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner with ACM 2026');
        await expect(main(page)).not.toContainText('Partner with Africa Creative Market 2025');
      },
    ],
    [
      '/about',
      async (page) => {
        await expect(main(page)).toContainText('The 2025 edition ran from 16 to 19 September 2025');
        await expect(main(page)).not.toContainText('runs from');
      },
    ],
    [
      '/fr/about',
      async (page) => {
        await expect(main(page)).toContainText('L’édition 2025 s’est tenue du 16 au 19 septembre 2025');
      },
    ],
    [
      '/faq',
      async (page) => {
        const note = page.getByTestId('faq-over');
        await expect(note).toContainText('The 2025 edition is over');
        await expect(note).toContainText('Questions about 2026?');
        await expect(note.getByRole('link')).toHaveAttribute('href', /^mailto:/);
        await expect(main(page).getByText('When and where did ACM 2025 take place?')).toBeVisible();
        await expect(main(page)).not.toContainText('When and where does');
      },
    ],
    [
      '/fr/past-schedule',
      async (page) => {
        await expect(main(page)).toContainText('Le déroulé de l’édition 2024');
        await expect(main(page)).not.toContainText('dernière édition');
      },
    ],
    [
      '/register/lost-ticket',
      async (page) => {
        await expect(page.getByTestId('lost-ticket-after')).toContainText('certificate of attendance');
        await expect(main(page)).toContainText('News of the 2026 edition');
        await expect(main(page).getByRole('button', { name: 'Email my ticket' })).toBeVisible();
        await expectNoRegistration(page);
      },
    ],
    [
      speakerUrl,
      async (page) => {
        await expect(speakerSessions(page).getByRole('heading')).toHaveText('Spoke at the 2025 edition');
        await expect(
          speakerSessions(page).getByRole('link', { name: /^Keynote: women behind the camera$/ }),
        ).toHaveAttribute('href', /^\/programme\/105-/);
        await expect(speakerSessions(page).getByRole('link', { name: /Add to calendar/ })).toHaveCount(0);
        await expect(speakerSessions(page).getByRole('button')).toHaveCount(0);
      },
    ],
  ],
};

/**
 * The past (/past-speakers, /gallery, the home page's speakers) takes in the edition once it is
 * over, and only then: its speakers first, each card leading to their page, above the 250 of the
 * earlier editions under one search; its pictures first on /gallery; its speakers in the home
 * strip. The home page's checks are called from its entries above and below.
 */
const homeSpeakers = (page: Page) => page.getByTestId('home-past-speakers');
const theEditionInThePast = {
  home: {
    before: async (page: Page) => {
      await expect(page.getByRole('heading', { name: 'Past Speakers', level: 2 })).toBeAttached();
      await expect(homeSpeakers(page).getByRole('listitem')).toHaveCount(8);
      await expect(homeSpeakers(page).getByRole('link')).toHaveCount(0);
    },
    after: async (page: Page) => {
      await expect(page.getByRole('heading', { name: 'The speakers of 2025', level: 2 })).toBeAttached();
      await expect(homeSpeakers(page).getByRole('listitem')).toHaveCount(8);
      await expect(homeSpeakers(page).getByRole('link').first()).toHaveAttribute('href', '/speakers/adaeze-nwachukwu');
      await expect(page.getByRole('heading', { name: 'Past Speakers' })).toHaveCount(0);
      // A picture not yet loaded is its placeholder, named by the alt text.
      await expect(page.getByTestId('home-review-gallery').getByRole('img').first()).toHaveAccessibleName(
        /Africa Creative Market 2025/,
      );
    },
  },
  pages: {
    before: [
      [
        '/gallery',
        async (page) => {
          await expect(main(page)).toContainText('the people and moments of the 2024 edition');
          await expect(page.getByRole('heading', { name: 'ACM 2025' })).toHaveCount(0);
          await expect(page.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(113);
        },
      ],
    ] as [path: string, check: Check][],
    after: [
      [
        '/past-speakers',
        async (page) => {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Past Speakers');
          await expect(main(page)).toContainText('2022 – 2025 editions');
          const latest = page.getByRole('list', { name: '2025 speakers' });
          await expect(page.getByRole('heading', { name: '2025 speakers', level: 2 })).toBeVisible();
          await expect(latest.getByRole('listitem')).toHaveCount(55);
          await expect(latest.getByRole('link').first()).toHaveAttribute('href', '/speakers/adaeze-nwachukwu');
          const earlier = page.getByRole('list', { name: 'Earlier editions, 2022 – 2024' });
          await expect(earlier.getByRole('listitem')).toHaveCount(250);
          await expect(earlier.locator('a')).toHaveCount(0);
          await expect(main(page).getByRole('status')).toHaveText('All 305 speakers');
          // The 2025 line-up comes first, the earlier editions after it.
          const [first, second] = await Promise.all([latest.boundingBox(), earlier.boundingBox()]);
          expect(second!.y).toBeGreaterThan(first!.y + first!.height);
        },
      ],
      [
        // Found by the search (the server filters the request; the script keeps to it).
        '/fr/past-speakers?q=adaeze',
        async (page) => {
          await expect(page.getByRole('heading', { name: 'Intervenants 2025', level: 2 })).toBeVisible();
          const latest = page.getByRole('list', { name: 'Intervenants 2025' });
          await expect(latest.getByRole('listitem')).toHaveCount(1);
          await expect(latest.getByRole('link')).toHaveAttribute('href', '/fr/speakers/adaeze-nwachukwu');
          await expect(page.getByRole('heading', { name: /Éditions précédentes/ })).toBeHidden();
          await expect(main(page).getByRole('status')).toHaveText('1 intervenant sur 305');
        },
      ],
      [
        '/gallery',
        async (page) => {
          await expect(main(page)).toContainText('the people and moments of the 2025 and 2024 editions');
          await expect(main(page)).not.toContainText('last edition');
          const latest = page.getByRole('list', { name: 'ACM 2025' });
          await expect(latest.getByRole('listitem')).toHaveCount(32);
          await expect(latest.getByRole('img').first()).toHaveAccessibleName(
            'Audience at a keynote session under red and orange lights, Africa Creative Market 2025, photo 1',
          );
          await expect(page.getByRole('heading', { name: 'ACM 2024', level: 2 })).toBeVisible();
          await expect(page.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(113);
          const [first, second] = await Promise.all([
            page.getByTestId('gallery-edition').boundingBox(),
            page.getByRole('heading', { name: 'ACM 2024' }).boundingBox(),
          ]);
          expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
        },
      ],
      [
        '/fr/gallery',
        async (page) => {
          await expect(main(page)).toContainText('les moments des éditions 2025 et 2024');
          await expect(page.getByRole('list', { name: 'ACM 2025' }).getByRole('img').nth(14)).toHaveAccessibleName(
            'Stands et visiteurs dans la cour extérieure de nuit, Africa Creative Market 2025, photo 15',
          );
        },
      ],
    ] as [path: string, check: Check][],
  },
};

const phases: Phase[] = [
  {
    name: 'before',
    base: urls.site,
    pages: [
      [
        '/',
        async (page) => {
          await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'before');
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Africa Creative Market 2025');
          // Registration is closed on this server: a line says so, and no button leads to the notice.
          await expect(hero(page).getByTestId('registration-note')).toHaveText(
            'Registration for the 2025 edition is closed.',
          );
          await expect(hero(page).getByRole('link', { name: 'See the Schedule' })).toHaveAttribute(
            'href',
            '/2025-schedule',
          );
          await expect(main(page).getByRole('link', { name: /^Regist/ })).toHaveCount(0);
          if (page.viewportSize()?.width === 1280) {
            await expect(headerAction(page)).toHaveText('See the Schedule');
            await expect(headerAction(page)).toHaveAttribute('href', '/2025-schedule');
          }
          await expect(hero(page).getByRole('link', { name: /Apply for the 2025 Hackathon/ })).toBeVisible();
          // The server renders the countdown as of the page's rendering; the script keeps it live.
          await expect(page.getByRole('timer')).toBeVisible();
          await expect(page.getByRole('timer').locator('[data-unit="days"] span').first()).toHaveText(/^2[67]$/);
          await theEditionInThePast.home.before(page);
        },
      ],
      [
        '/fr',
        async (page) => {
          await expect(hero(page).getByTestId('registration-note')).toHaveText(
            'Les inscriptions à l’édition 2025 sont closes.',
          );
          await expect(hero(page).getByRole('link', { name: 'Voir le programme' })).toHaveAttribute(
            'href',
            '/fr/2025-schedule',
          );
          await expect(hero(page).getByRole('link', { name: /Candidater au hackathon 2025/ })).toBeVisible();
        },
      ],
      [
        '/register',
        async (page) => {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register for the 2025 edition');
          await expect(page.getByRole('heading', { name: 'Registration Closed' })).toBeVisible();
        },
      ],
      ...registrationStands('12 events this September: register early, places are limited.'),
      ...pagesFollowingThePhase.before,
      ...theEditionInThePast.pages.before,
    ],
  },
  {
    name: 'during',
    base: urls.during,
    pages: [
      [
        '/',
        async (page) => {
          await expect(page.locator('[data-phase]')).toHaveText(/^Live now\s*Day 2 of 4\s*Lagos$/);
          await expect(hero(page).getByRole('link', { name: 'Today’s Schedule' })).toHaveAttribute(
            'href',
            '/2025-schedule?tab=day-2#programme-day-2',
          );
          await expect(hero(page).getByRole('link', { name: 'Venue and Directions' })).toHaveAttribute(
            'href',
            '/contact',
          );
          await expect(hero(page).getByRole('link', { name: 'Find Your Ticket' })).toHaveAttribute(
            'href',
            '/register/lost-ticket',
          );
          await expect(page.getByRole('timer')).toHaveCount(0);
          await expect(hero(page).getByRole('link', { name: /Regist|Apply/ })).toHaveCount(0);
          if (page.viewportSize()?.width === 1280) {
            await expect(headerAction(page)).toHaveText('Today’s Schedule');
            await expect(headerAction(page)).toHaveAttribute('href', '/2025-schedule?tab=day-2#programme-day-2');
          }
          const live = page.getByRole('region', { name: 'On the schedule today' });
          await expect(live.getByRole('heading', { name: 'Now' })).toBeVisible();
          await expect(live.getByRole('heading', { name: 'Next' })).toBeVisible();
          await expect(live.getByRole('link').first()).toHaveAttribute('href', /^\/programme\/2\d\d-/);
        },
      ],
      [
        '/fr',
        async (page) => {
          await expect(page.locator('[data-phase]')).toHaveText(/^En direct\s*Jour 2 sur 4\s*Lagos$/);
          await expect(hero(page).getByRole('link', { name: 'Le programme du jour' })).toHaveAttribute(
            'href',
            '/fr/2025-schedule?tab=day-2#programme-day-2',
          );
          await expect(page.getByRole('region', { name: 'Au programme aujourd’hui' })).toBeVisible();
          // Today's sessions by their French titles, at their one address.
          const session = page.getByRole('region', { name: 'Au programme aujourd’hui' }).getByRole('link').first();
          await expect(session).toHaveAttribute('href', /^\/fr\/programme\/2\d\d-/);
          expect(frSessions.map((candidate) => candidate.title)).toContain((await session.textContent())?.trim());
        },
      ],
      [
        '/register',
        async (page) => {
          // Registration is closed on this server: the edition is on, and where to go instead.
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('ACM 2025 is on now');
          await expect(main(page)).toContainText('Day 2 of 4');
          await expect(page.getByRole('heading', { name: 'Registration Closed' })).toBeVisible();
          await expect(main(page).getByRole('link', { name: 'Today’s Schedule' })).toHaveAttribute(
            'href',
            '/2025-schedule?tab=day-2#programme-day-2',
          );
          await expect(main(page)).not.toContainText('Join us');
          await expect(main(page).locator('form')).toHaveCount(0);
        },
      ],
      ...registrationStands(
        'The 12 events of this September, alongside the market: register for those still to come.',
        laterSessionUrl,
        async (page) => {
          await expectEventsTold(page, editionPartnerEvents, (title) => endedOnDay1.has(title));
          // The hackathon, under way since day 1, no longer invites anyone to sign up.
          await expect(eventCard(page, 'ACM Creative Hackathon').getByRole('link')).toHaveCount(0);
          // The events that have ended come after the others.
          const titles = await main(page)
            .getByRole('region', { name: '2025 Partner Events' })
            .getByRole('heading', { level: 3 })
            .allTextContents();
          expect(new Set(titles.slice(-endedOnDay1.size))).toEqual(endedOnDay1);
        },
      ),
      [
        // Day 1's session has ended on day 2: said so, without its star, calendar or registration.
        sessionUrl,
        async (page) => {
          await expect(page.getByTestId('session-past')).toContainText('This session took place');
          await expect(main(page).getByRole('link', { name: /Register|Add to calendar/ })).toHaveCount(0);
          await expect(main(page).getByRole('button', { name: /Star|agenda/i })).toHaveCount(0);
        },
      ],
      ...pagesFollowingThePhase.during,
    ],
  },
  {
    name: 'after',
    base: urls.after,
    pages: [
      [
        '/',
        async (page) => {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('ACM 2025 in review');
          await expect(page.getByRole('timer')).toHaveCount(0);
          await expect(hero(page).getByRole('link', { name: /Watch Highlights/ })).toHaveAttribute('target', '_blank');
          await expect(hero(page).getByRole('link', { name: 'Read the Review of the Edition' })).toHaveAttribute(
            'href',
            review.url,
          );
          await expectNoRegistration(page);
          await expect(page.getByTestId('home-review-gallery').locator('li')).toHaveCount(6);
          await expect(page.getByRole('region', { name: 'ACM in numbers' })).toBeVisible();
          await expect(main(page).getByTestId('news-card')).toContainText('ACM 2025 in Review');
          await expect(page.getByTestId('stats-note')).toHaveText(home.statsNote.past);
          await expectReviewStoryLaidOut(page);
          const certificate = page.getByTestId('certificate');
          await expect(certificate).toContainText('certificate of attendance');
          await expect(certificate.getByRole('link')).toHaveAttribute('href', '/register/lost-ticket');
          const seeYou = page.getByRole('region', { name: 'See you in 2026' });
          await expect(seeYou.getByRole('form', { name: 'Newsletter: news of ACM 2026' })).toBeVisible();
          await expect(seeYou.getByRole('textbox')).toBeVisible();
          if (page.viewportSize()?.width === 1280) {
            await expect(headerAction(page)).toHaveText('Get 2026 News');
            await expect(headerAction(page)).toHaveAttribute('href', '#newsletter');
            await expect(page.locator('#newsletter').getByRole('textbox')).toBeAttached();
          }
          // The newsletter is the one call to action: no "Become a Partner" band.
          await expect(page.getByRole('region', { name: 'Become a Partner' })).toHaveCount(0);
          await theEditionInThePast.home.after(page);
        },
      ],
      [
        '/fr',
        async (page) => {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Retour sur l’ACM 2025');
          await expect(page.getByRole('region', { name: 'Rendez-vous en 2026' })).toBeVisible();
          await expectNoRegistration(page);
        },
      ],
      // Everything on /fr is French after the edition too: the closing story, the figures' note.
      [
        '/fr',
        async (page) => {
          const frReview = frArticles.find((article) => article.id === review.id)!;
          const card = main(page).getByTestId('news-card');
          await expect(card.getByRole('heading', { level: 2 })).toHaveText(frReview.title);
          await expect(card).toContainText(frReview.description);
          await expect(card.getByRole('link')).toHaveAttribute('href', `/fr${review.url}`);
          await expect(page.getByTestId('stats-note')).toHaveText(frHome.statsNote.past);
          await expect(page.locator('section[aria-labelledby="home-review-story"] [lang="en"]')).toHaveCount(0);
          await expect(main(page)).not.toContainText(/Read More|in Review|closing story|certificate/);
          await expectReviewStoryLaidOut(page);
        },
      ],
      [
        '/register',
        async (page) => {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('The 2025 edition is over');
          await expect(page.getByRole('heading', { name: 'Registration Closed' })).toBeVisible();
          await expect(main(page)).toContainText('See you in 2026!');
          await expect(main(page)).not.toContainText('Join us');
          await expect(main(page).locator('form')).toHaveCount(0);
        },
      ],
      [
        '/partner-event',
        async (page) => {
          await expect(main(page)).toContainText('The 12 events that ran alongside the market in September 2025.');
          await expect(main(page)).not.toContainText('register early');
          await expect(main(page).getByRole('link', { name: /^Register/ })).toHaveCount(0);
          // Every event of the edition in the past tense, with neither registration nor calendar file.
          await expectEventsTold(page, editionPartnerEvents, () => true);
          await expect(main(page).getByRole('link', { name: /Add to calendar/ })).toHaveCount(0);
        },
      ],
      [
        '/fr/partner-event',
        async (page) => {
          await expect(main(page)).toContainText('Les 12 événements');
          await expectEventsTold(page, frPartnerEvents, () => true);
          await expectNoRegistration(page);
        },
      ],
      [
        // The programme as a record: nothing to subscribe to, star or plan; the guide as it was printed.
        '/2025-schedule',
        async (page) => {
          await expect(main(page)).toContainText('as they took place in September 2025');
          await expect(main(page).getByRole('link', { name: /calendar/i })).toHaveCount(0);
          await expect(page.getByRole('tab', { name: 'My agenda', includeHidden: true })).toHaveCount(0);
          await expect(main(page).getByRole('button', { name: /Star|agenda/i })).toHaveCount(0);
          await expect(main(page).getByRole('link', { name: /^The 2025 Events Guide \(PDF/ })).toHaveAttribute(
            'href',
            /\.pdf$/,
          );
          await expect(main(page)).not.toContainText(/Download the 2025|Take the full guide/);
        },
      ],
      [
        sessionUrl,
        async (page) => {
          await expect(page.getByTestId('session-past')).toContainText(
            'This session took place at Africa Creative Market 2025.',
          );
          await expect(main(page).getByRole('link', { name: /Register|Add to calendar/ })).toHaveCount(0);
        },
      ],
      ...pagesFollowingThePhase.after,
      ...theEditionInThePast.pages.after,
    ],
  },
];

for (const phase of phases) {
  for (const js of [true, false]) {
    test.describe(`${phase.name} the edition, ${js ? 'with' : 'without'} JavaScript`, () => {
      test.use({ javaScriptEnabled: js, baseURL: phase.base });
      test('the calls to action of /, /fr, /register, /partner-event and a session page', async ({ page }) => {
        // Ten readings and, with script, axe twice, on a server whose first requests load its pages' modules.
        test.slow();
        for (const [path, check] of phase.pages) {
          await page.setViewportSize({ width: 1280, height: 800 });
          await page.goto(path);
          await check(page);
          if (js && path === '/') await expectNoViolations(page, `${phase.name}: / at 1280`);
          await page.setViewportSize({ width: 390, height: 844 });
          await check(page);
          if (js && path === '/') await expectNoViolations(page, `${phase.name}: / at 390`);
        }
      });
    });
  }
}

test('after the edition, the past pages that open with it stay within a phone’s 300 KB first view', async ({
  browser,
}) => {
  test.slow();
  for (const path of ['/past-speakers', '/gallery']) {
    const context = await browser.newContext(lighthousePhone);
    try {
      const measured = await measurePageJs(await context.newPage(), `${urls.after}${path}`, { includeMedia: true });
      const detail = measured.transfers.map((r) => `${kb(r.bytes).padStart(9)}  ${new URL(r.url).pathname}`).join('\n');
      expect
        .soft(measured.transfer, `${path} after the edition: ${kb(measured.transfer)}\n${detail}`)
        .toBeLessThanOrEqual(300_000);
    } finally {
      await context.close();
    }
  }
});

test('a server without SITE_DATE speaks as of today, after the edition', async ({ request }) => {
  const html = await (await request.get(`${urls.admin}/`)).text();
  expect(html).toContain('ACM 2025 in review');
  expect(html).not.toContain('Registration Closed');
});
