/** @jest-environment node */
import partnerNames from '@/content/data/partner-names.json';
import { initials, logo, logoDesign } from './logos.mjs';

const names = Object.values(partnerNames).flatMap((tier) => tier.map((partner) => partner.name));

describe('partner logos', () => {
  it('takes initials from the words of the name, not from small words or numbers', () => {
    expect(initials('Lagos Daily Courier')).toBe('LDC');
    expect(initials('Afrowave FM 99.3')).toBe('AF');
    expect(initials('The Sahel Review')).toBe('SR');
    expect(initials('Okafor & Bello Chambers')).toBe('OBC');
  });

  it('gives every partner on the wall a design of its own, the same on every run', () => {
    const taken = new Set<string>();
    const designs = names.map((name) => logoDesign(name, taken));
    const signature = (d: ReturnType<typeof logoDesign>) =>
      `${d.family}:${d.family === 'badge' ? d.shape : ''}:${d.key}:${d.colours.main}`;
    expect(new Set(designs.map(signature)).size).toBe(names.length);
    expect(taken.size).toBe(names.length);
    const again = new Set<string>();
    expect(names.map((name) => logoDesign(name, again))).toEqual(designs);
  });

  it('draws the name into the logo, so the mark is the partner’s own', () => {
    const svg = logo('Ekoview Television', logoDesign('Ekoview Television'));
    expect(svg).toContain('<title>Ekoview Television</title>');
    expect(svg).toMatch(/>ET</);
  });
});
