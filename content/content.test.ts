import { about } from './about';
import { faqItems } from './faq';
import { home } from './home';
import { footerQuickLinks, mainNavigation } from './navigation';
import { site } from './site';

// Importing a content module validates it (defineContent throws on a mistake); these tests
// also pin the counts and facts the pages rely on.
describe('site content', () => {
  it('has the event facts', () => {
    expect([site.edition, site.startDate, site.endDate]).toEqual([2025, '2025-09-16', '2025-09-19']);
    expect(site.timeZone).toBe('Africa/Lagos');
    expect(site.socials.map((s) => s.network)).toEqual(['facebook', 'x', 'instagram', 'linkedin']);
  });

  it('has the header menu', () => {
    expect(mainNavigation.map((item) => item.title)).toEqual([
      'Home',
      'About Us',
      'Events',
      'Gallery',
      'News',
      'Register',
      'Partners',
      'Exhibition',
      'FAQ',
      'Contact Us',
    ]);
    expect(mainNavigation[2].sublinks?.map((s) => s.title)).toEqual([
      'Speakers',
      '2025 Schedule',
      'Past Schedule',
      'Partner Events',
    ]);
    expect(mainNavigation[6].sublinks?.map((s) => s.title)).toEqual(['Partners', 'Become a partner']);
    expect(footerQuickLinks.map((l) => l.link)).toEqual(['/about', '/gallery', '/register', '/faq']);
  });

  it('has 13 FAQ items with the content notes', () => {
    expect(faqItems).toHaveLength(13);
    const answers = faqItems.map((item) => item.answer).join(' ');
    expect(answers).toContain('requires registration and verification');
    expect(answers).toContain('invitation-only or need delegate passes');
    expect(answers).toContain(`For countries and partnership, write to ${site.contact.email}`);
  });

  it('has the home stats, six sectors and the about claims', () => {
    expect(home.stats.map((s) => `${s.value} ${s.label}`)).toEqual([
      '4,000+ Participants',
      '3 Continents',
      '30+ Sessions',
      '5,000+ In training',
      '30+ Exhibitors',
    ]);
    expect(home.sectors.map((s) => s.title)).toEqual([
      'Film & TV',
      'Music',
      'Fashion & Apparel',
      'Dance',
      'Art',
      'Photography',
    ]);
    expect(about.mission.objectives).toHaveLength(6);
    expect(about.why.paragraphs.join(' ')).toMatch(/6 trillion dollar.*1\.4 percent.*81 billion dollars/);
  });
});
