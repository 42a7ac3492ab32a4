import { partnerTiersSchema } from '@/content/schemas/partners';
import { ContentError, defineContent } from '@/content/schemas/define';
import { displayText } from '@/lib/content/speakers';
import partnerNames from '@/content/data/partner-names.json';
import { partnerTiers } from '@/content/partners';
import { pastSpeakers } from '@/content/past-speakers';
import { editionSpeakers } from '@/content/speakers';

const honorific = /^(Dr\.?|Chief|Hon\.|Mrs|Mr\.|Prof\.|Amb\.|Barr\.)\s/;

describe('2025 speakers', () => {
  it('has the 55 speakers, each with a portrait of the 2025 set in order', () => {
    expect(editionSpeakers).toHaveLength(55);
    editionSpeakers.forEach((speaker, i) => {
      expect(speaker.src).toBe(`/media/speakers/2025/speaker-${String(i + 1).padStart(2, '0')}.webp`);
      expect(speaker.alt).toBe(`Portrait of ${speaker.name}`);
      expect(speaker.title.trim()).not.toBe('');
    });
  });

  it('has no duplicate names', () => {
    expect(new Set(editionSpeakers.map((s) => displayText(s.name))).size).toBe(55);
  });
});

describe('past speakers', () => {
  it('has 250 speakers using the 250 past portraits in order', () => {
    expect(pastSpeakers).toHaveLength(250);
    pastSpeakers.forEach((speaker, i) => {
      expect(speaker.src).toBe(`/media/speakers/past/past-speaker-${String(i + 1).padStart(3, '0')}.webp`);
    });
  });

  it('keeps the upload-label alts, whose numbers repeat and skip', () => {
    const numbers = pastSpeakers.map((s) => {
      expect(s.alt).toMatch(/^speakers image \d{3}$/);
      return Number(s.alt.slice(-3));
    });
    const repeats = numbers.filter((n, i) => numbers.indexOf(n) !== i);
    expect(repeats.length).toBeGreaterThan(0);
    const sorted = [...new Set(numbers)].sort((a, b) => a - b);
    const gaps = sorted.filter((n, i) => i > 0 && n - sorted[i - 1] > 1);
    expect(gaps.length).toBeGreaterThan(0);
  });

  it('keeps names as given: some with stray spaces, some with honorifics', () => {
    const stray = pastSpeakers.filter((s) => s.name !== displayText(s.name));
    expect(stray.some((s) => s.name !== s.name.trimStart())).toBe(true);
    expect(stray.some((s) => s.name !== s.name.trimEnd())).toBe(true);
    expect(stray.some((s) => /\S\s{2,}\S/.test(s.name))).toBe(true);
    const titled = pastSpeakers.filter((s) => honorific.test(displayText(s.name)));
    expect(titled.map((s) => displayText(s.name).split(' ')[0])).toEqual(
      expect.arrayContaining(['Chief', 'Mrs', 'Dr.', 'Hon.']),
    );
  });

  it('names nobody twice and every name has a visible text', () => {
    const names = pastSpeakers.map((s) => displayText(s.name));
    expect(names.every((n) => n.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(250);
  });
});

describe('partner tiers', () => {
  const counts = Object.fromEntries(partnerTiers.map((t) => [t.id, t.logos.length]));
  const linked = Object.fromEntries(partnerTiers.map((t) => [t.id, t.logos.filter((l) => l.url).length]));

  it('lists the five tiers in order with their headings and counts', () => {
    expect(partnerTiers.map((t) => [t.id, t.heading])).toEqual([
      ['diamond', '2025 Diamond Partners'],
      ['supporting', '2025 Supporting Partners'],
      ['program', '2025 Program Partners'],
      ['media', '2025 Media Partners'],
      ['past', 'Past Partners'],
    ]);
    expect(counts).toEqual({ diamond: 1, supporting: 14, program: 16, media: 16, past: 70 });
  });

  it('links every Diamond, Program and Media logo and no other', () => {
    expect(linked).toEqual({ diamond: 1, supporting: 0, program: 16, media: 16, past: 0 });
  });

  it('pairs each logo file with the name drawn on it (same order as partner-names.json)', () => {
    for (const tier of partnerTiers) {
      tier.logos.forEach((logo, i) => {
        const partner = partnerNames[tier.id][i] as { name: string; url?: string };
        expect(logo.image).toBe(`/media/partners/${tier.id}-${String(i + 1).padStart(2, '0')}.webp`);
        expect(logo.alt).toBe(`${partner.name} logo`);
        expect(logo.url).toBe(partner.url);
      });
    }
  });

  it('fails the build when a linked tier loses a url or the tiers are reordered', () => {
    const broken = partnerTiers.map((t) => ({ ...t, logos: t.logos.map((l) => ({ ...l })) }));
    delete broken[2].logos[3].url;
    expect(() => defineContent('content/partners.ts', partnerTiersSchema, broken)).toThrow(
      /content\/partners\.ts[\s\S]*\[2\]\.logos\[3\]\.url: a program partner logo needs a url/,
    );
    const reordered = [partnerTiers[1], partnerTiers[0], ...partnerTiers.slice(2)];
    expect(() => defineContent('content/partners.ts', partnerTiersSchema, reordered)).toThrow(ContentError);
  });
});
