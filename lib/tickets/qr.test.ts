/** @jest-environment node */
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { decodeTicket } from './codec';
import { generateQrDataUrl, QR_ERROR, ticketPageUrl, ticketVerifyUrl } from './qr';

const ticket = {
  ticketId: 'ACM2025-3K9ZQ1-1757980800000',
  firstName: 'Adébáyọ̀',
  lastName: 'Ọlọ́lá',
  email: 'adebayo@example.com',
  signature: 'x'.repeat(43),
};

function svgOf(dataUrl: string): string {
  expect(dataUrl.startsWith('data:image/svg+xml,')).toBe(true);
  return decodeURIComponent(dataUrl.slice('data:image/svg+xml,'.length));
}

/** Rasterises the SVG at a pixel density (2 = the 600 device pixels of a 300-pixel image on a phone). */
async function decodeDataUrl(dataUrl: string, density = 2) {
  const { data, info } = await sharp(Buffer.from(svgOf(dataUrl)), { density: 72 * density })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { info, code: jsQR(new Uint8ClampedArray(data), info.width, info.height) };
}

describe('ticket links', () => {
  it('puts the base64 ticket JSON in the verify and page URLs of the site', () => {
    const verify = new URL(ticketVerifyUrl({ ...ticket, extra: 'dropped' } as typeof ticket));
    expect(verify.origin + verify.pathname).toBe('https://africacreativemarket.com/ticket/qr-verify');
    expect(decodeTicket(verify.searchParams.get('ticket'))).toEqual({ ok: true, ticket });

    const page = new URL(ticketPageUrl(ticket));
    expect(page.pathname).toBe('/ticket/qr-download');
    expect(decodeTicket(page.searchParams.get('data'))).toEqual({ ok: true, ticket });
  });

  it('follows NEXT_PUBLIC_SITE_URL', () => {
    const before = process.env.NEXT_PUBLIC_SITE_URL;
    process.env.NEXT_PUBLIC_SITE_URL = 'https://tickets.example.ng/';
    try {
      expect(ticketVerifyUrl(ticket)).toMatch(/^https:\/\/tickets\.example\.ng\/ticket\/qr-verify\?ticket=/);
    } finally {
      process.env.NEXT_PUBLIC_SITE_URL = before;
    }
  });
});

describe('generateQrDataUrl', () => {
  it('makes a 300-pixel image that decodes back to the content', async () => {
    const url = ticketVerifyUrl(ticket);
    const dataUrl = await generateQrDataUrl(url);
    expect(svgOf(dataUrl)).toMatch(/^<svg [^>]*width='300' height='300'/);
    const { info, code } = await decodeDataUrl(dataUrl);
    expect(info.width).toBe(600);
    expect(code?.data).toBe(url);
  });

  it('uses error correction H and a margin of 2 modules', async () => {
    const url = ticketVerifyUrl(ticket);
    const svg = svgOf(await generateQrDataUrl(url));
    const size = (level: 'L' | 'H') => QRCode.create(url, { errorCorrectionLevel: level }).modules.size;
    expect(size('H')).toBeGreaterThan(size('L'));
    expect(svg).toContain(`viewBox='0 0 ${size('H') + 4} ${size('H') + 4}'`);
    // The first dark module (the finder pattern's corner) sits 2 modules in from the edge.
    expect(svg).toMatch(/d='M2 2\.5h7/);
  });

  it('decodes whatever the ticket, at the size a phone shows it', async () => {
    const names = ['Ada', 'Chiamaka', 'Nwọsu', 'Ọlọ́lá', 'Kofi Annan-Mensah', 'Zainab'];
    for (const [i, firstName] of names.entries()) {
      const url = ticketVerifyUrl({ ...ticket, firstName, signature: `${'s'.repeat(40)}${i}00` });
      const { code } = await decodeDataUrl(await generateQrDataUrl(url));
      expect(code?.data).toBe(url);
    }
  });

  it('fails with "QR code generation failed" when the content cannot fit', async () => {
    await expect(generateQrDataUrl('x'.repeat(3000))).rejects.toThrow(QR_ERROR);
    await expect(generateQrDataUrl('')).rejects.toThrow('QR code generation failed');
  });
});
