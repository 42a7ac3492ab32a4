/** @jest-environment node */
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { decodeTicket } from './codec';
import { ticketPagePath, ticketQr, ticketVerifyUrl } from './qr';
import { QR_ERROR, QR_OPTIONS, qrSymbol, type QrSymbol } from './qr-symbol';

const ticket = {
  ticketId: 'ACM2025-3K9ZQ1-1757980800000',
  firstName: 'Adébáyọ̀',
  lastName: 'Ọlọ́lá',
  email: 'adebayo@example.com',
  signature: 'x'.repeat(43),
};

/** The symbol drawn as the ticket page draws it (components/ticket/qr-code.tsx), as an SVG document. */
function qrSvgMarkup(symbol: QrSymbol): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${QR_OPTIONS.width}" height="${QR_OPTIONS.width}" viewBox="0 0 ${symbol.size} ${symbol.size}">` +
    `<rect width="${symbol.size}" height="${symbol.size}" fill="#ffffff"/><path d="${symbol.path}" fill="none" stroke="#000000" stroke-width="1"/></svg>`
  );
}

/** Rasterises the symbol at a pixel density (2 = the 600 device pixels of 300 CSS pixels on a phone). */
async function decode(symbol: QrSymbol, density = 2) {
  const { data, info } = await sharp(Buffer.from(qrSvgMarkup(symbol)), { density: 72 * density })
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

    const page = new URL(ticketPagePath(ticket), 'https://africacreativemarket.com');
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

describe('QR symbol', () => {
  it('holds the verify URL of the ticket and draws 300 pixels wide', async () => {
    const { content, symbol } = ticketQr(ticket);
    expect(content).toBe(ticketVerifyUrl(ticket));
    const { info, code } = await decode(symbol);
    expect(info.width).toBe(600);
    expect(code?.data).toBe(content);
  }, 15_000);

  it('uses error correction H and a margin of 2 modules', () => {
    const { content, symbol } = ticketQr(ticket);
    const modules = (level: 'L' | 'H') => QRCode.create(content, { errorCorrectionLevel: level }).modules.size;
    expect(modules('H')).toBeGreaterThan(modules('L'));
    expect(symbol.size).toBe(modules('H') + 4);
    // The top-left finder pattern's first row: 7 dark modules starting 2 modules in.
    expect(symbol.path.startsWith('M2 2.5h7m')).toBe(true);
    expect(QR_OPTIONS).toEqual({ errorCorrectionLevel: 'H', width: 300, margin: 2 });
  });

  it('decodes whatever the ticket', async () => {
    const names = ['Ada', 'Chiamaka', 'Nwọsu', 'Ọlọ́lá', 'Kofi Annan-Mensah', 'Zainab'];
    for (const [i, firstName] of names.entries()) {
      const { content, symbol } = ticketQr({ ...ticket, firstName, signature: `${'s'.repeat(40)}${i}00` });
      expect((await decode(symbol)).code?.data).toBe(content);
    }
  }, 30_000);

  it('fails with "QR code generation failed" when the content cannot fit or is empty', () => {
    expect(() => qrSymbol('x'.repeat(3000))).toThrow(QR_ERROR);
    expect(() => qrSymbol('')).toThrow('QR code generation failed');
    expect(() =>
      ticketQr({ ...ticket, company: 'Ẹ'.repeat(200), lastName: 'Ọ'.repeat(100), firstName: 'Ọ'.repeat(100) }),
    ).toThrow(QR_ERROR);
  });
});
