/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { programme } from '@/content/programme';
import { eventsGuidePdf } from '@/content/schedules';
import { pdfFonts, pdfToText } from '../lib/pdf-fonts.mjs';

/**
 * The Events Guide as the site serves it (public/media, made by `npm run media`, guide.mjs): a
 * PDF that names a font without embedding it is drawn in whatever face the reader has (the
 * outside probe found it set in the built-in Helvetica, embedded nowhere).
 */
const guide = readFileSync(path.join(process.cwd(), 'public', eventsGuidePdf.href));

describe('the Events Guide PDF', () => {
  it('embeds every font it uses, Inter, each with a Unicode map', () => {
    const fonts = pdfFonts(guide);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.embedded || !font.unicode)).toEqual([]);
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['Inter-Bold', 'Inter-Regular']);
  });

  it('keeps its words extractable: the title and every session', () => {
    const text = pdfToText(guide).replace(/\s+/g, ' ');
    expect(text).toContain('2025 Events Guide');
    for (const session of programme) expect(text).toContain(session.title.replace(/\s+/g, ' '));
  });
});
