import events2024Titles from './data/events-2024-titles.json';
import { galleryHeroItems, galleryImages } from './gallery';
import { partnerEvents2024, partnerEvents2025 } from './partner-events';
import { eventsGuidePdf, pastScheduleDays, program2025 } from './schedules';

describe('gallery content', () => {
  it('has 113 grid images gallery-001 to gallery-113 and 20 hero items hero-01 to hero-20', () => {
    expect(galleryImages).toHaveLength(113);
    expect(galleryImages[0].url).toBe('/media/gallery/gallery-001.webp');
    expect(galleryImages[112].url).toBe('/media/gallery/gallery-113.webp');
    expect(galleryHeroItems).toHaveLength(20);
    expect(galleryHeroItems[0].url).toBe('/media/gallery/hero-01.webp');
    expect(galleryHeroItems[19].url).toBe('/media/gallery/hero-20.webp');
  });

  it('describes image i with theme (i - 1) mod 6, uniquely across the page', () => {
    expect(galleryImages[2].alt).toBe('Fashion runway show at Africa Creative Market 2024, photo 3');
    expect(galleryImages[6].alt).toBe('Panel discussion on the main stage at Africa Creative Market 2024, photo 7');
    expect(galleryHeroItems[4].alt).toBe('Live music performance at Africa Creative Market 2024, highlight 5');
    const alts = [...galleryImages, ...galleryHeroItems].map((image) => image.alt);
    expect(new Set(alts).size).toBe(133);
  });
});

describe('partner events content', () => {
  it('lists the 12 events of 2025 in the order of SPEC.md', () => {
    expect(partnerEvents2025.map((event) => event.title)).toEqual([
      'FashionEVO Summit & Show',
      'NOVUS Art Summit & Exhibition',
      'Digital Creator Africa Summit',
      'Global Creative Legal Summit',
      'Business of Photography',
      'Business of Entertainment',
      'Women in Film and Television Africa',
      'Creative Continuum Africa Summit',
      'Kingdom Film Festival Pre-Summit',
      'ACM Creative Hackathon',
      'Creative Technology and Sports Entertainment Summit',
      'ACM Next Level Competition',
    ]);
    expect(partnerEvents2025.map((event) => event.img)).toEqual(
      Array.from({ length: 12 }, (_, i) => `/media/events/2025/event-${String(i + 1).padStart(2, '0')}.webp`),
    );
  });

  it('gives some 2025 events a registration link and not others', () => {
    const linked = partnerEvents2025.filter((event) => event.link);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.length).toBeLessThan(12);
    for (const event of linked) expect(event.link).toMatch(/^https:\/\//);
  });

  it('has 10 events of 2024 with their images, titled like their posters', () => {
    expect(partnerEvents2024).toHaveLength(10);
    expect(partnerEvents2024.map((event) => event.title)).toEqual(events2024Titles);
    expect(partnerEvents2024[2]).toMatchObject({ title: 'Global Creative Legal Summit 2024', description: expect.stringContaining('30 hours') });
    expect(partnerEvents2024.map((event) => event.img)).toEqual(
      Array.from({ length: 10 }, (_, i) => `/media/events/2024/event-${String(i + 1).padStart(2, '0')}.webp`),
    );
  });
});

describe('schedule content', () => {
  it('has days 1 to 4 of the past edition, day 1 with two boards', () => {
    expect(pastScheduleDays.map((day) => [day.label, day.boards.length])).toEqual([
      ['Day 1', 2],
      ['Day 2', 1],
      ['Day 3', 1],
      ['Day 4', 1],
    ]);
    for (const day of pastScheduleDays) for (const board of day.boards) expect(board.sessions.length).toBeGreaterThan(0);
  });

  it('has four overview boards and one board a day for 2025, and the events guide PDF', () => {
    expect(program2025.overview).toHaveLength(4);
    expect(program2025.days.map((day) => day.boards.length)).toEqual([1, 1, 1, 1]);
    expect(eventsGuidePdf.href).toBe('/media/schedule/2025/acm-2025-events-guide.pdf');
  });
});
