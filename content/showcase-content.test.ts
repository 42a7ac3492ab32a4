import { galleryHeroItems, galleryImages, galleryThemes } from './gallery';
import { previousPartnerEvents, editionPartnerEvents } from './partner-events';
import { eventsGuidePdf, pastScheduleDays, programmeBoards } from './schedules';

describe('gallery content', () => {
  it('has 113 grid images gallery-001 to gallery-113 and 20 hero items hero-01 to hero-20', () => {
    expect(galleryImages).toHaveLength(113);
    expect(galleryImages[0].url).toBe('/media/gallery/gallery-001.webp');
    expect(galleryImages[112].url).toBe('/media/gallery/gallery-113.webp');
    expect(galleryHeroItems).toHaveLength(20);
    expect(galleryHeroItems[0].url).toBe('/media/gallery/hero-01.webp');
    expect(galleryHeroItems[19].url).toBe('/media/gallery/hero-20.webp');
  });

  it('describes image i with theme (i - 1) mod 14, uniquely across the page', () => {
    expect(galleryThemes).toHaveLength(14);
    expect(galleryImages[2].alt).toBe('Fashion runway show at Africa Creative Market 2024, photo 3');
    expect(galleryImages[6].alt).toBe('Film screening at Africa Creative Market 2024, photo 7');
    expect(galleryImages[14].alt).toBe('Panel discussion on the main stage at Africa Creative Market 2024, photo 15');
    expect(galleryHeroItems[4].alt).toBe('Live music performance at Africa Creative Market 2024, highlight 5');
    const alts = [...galleryImages, ...galleryHeroItems].map((image) => image.alt);
    expect(new Set(alts).size).toBe(133);
  });
});

describe('partner events content', () => {
  it('lists the 12 events of 2025 in order', () => {
    expect(editionPartnerEvents.map((event) => event.title)).toEqual([
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
    expect(editionPartnerEvents.map((event) => event.img)).toEqual(
      Array.from({ length: 12 }, (_, i) => `/media/events/2025/event-${String(i + 1).padStart(2, '0')}.webp`),
    );
  });

  it('gives some 2025 events a registration link and not others', () => {
    const linked = editionPartnerEvents.filter((event) => event.link);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.length).toBeLessThan(12);
    for (const event of linked) expect(event.link).toMatch(/^https:\/\//);
  });

  it('has 10 events of 2024 with their images', () => {
    expect(previousPartnerEvents).toHaveLength(10);
    expect(new Set(previousPartnerEvents.map((event) => event.title)).size).toBe(10);
    expect(previousPartnerEvents[2]).toMatchObject({
      title: 'Global Creative Legal Summit 2024',
      description: expect.stringContaining('30 hours'),
    });
    expect(previousPartnerEvents.map((event) => event.img)).toEqual(
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
    for (const day of pastScheduleDays)
      for (const board of day.boards) expect(board.sessions.length).toBeGreaterThan(0);
  });

  it('has four overview boards and one board a day for 2025, and the events guide PDF', () => {
    expect(programmeBoards.overview).toHaveLength(4);
    expect(programmeBoards.days.map((day) => day.boards.length)).toEqual([1, 1, 1, 1]);
    expect(eventsGuidePdf.href).toBe('/media/schedule/2025/acm-2025-events-guide.pdf');
  });
});
