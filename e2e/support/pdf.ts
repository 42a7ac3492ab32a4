import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { expect } from '@playwright/test';
import { pdfFonts } from '../../scripts/lib/pdf-fonts.mjs';

/**
 * What a downloaded PDF holds, read as a person or a phone would: its text (pdf-parse) and its
 * first page rendered to an image (pdf-parse's renderer) with the QR code on it decoded (jsQR).
 */
export async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.pages.length };
  } finally {
    await parser.destroy();
  }
}

/** The first page at 3× (about 216 dpi), its QR code decoded; null when none can be read. */
export async function pdfQrCode(bytes: Buffer): Promise<string | null> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const shot = await parser.getScreenshot({ scale: 3, first: 1 });
    const { data, info } = await sharp(Buffer.from(shot.pages[0].data))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return (
      jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null
    );
  } finally {
    await parser.destroy();
  }
}

/**
 * Every font of the PDF is embedded with its Unicode map (a font only named is drawn in whatever
 * face the reader has); answers their names without the subset tag, for the caller to check.
 */
export function expectEmbeddedFonts(bytes: Uint8Array): string[] {
  const fonts = pdfFonts(bytes);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((font) => !font.embedded || !font.unicode)).toEqual([]);
  return [...new Set(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')))];
}
