/** @jest-environment node */
import jsQR from 'jsqr';
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

async function decodeDataUrl(dataUrl: string) {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
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
  it('makes a 300-pixel PNG that decodes back to the content', async () => {
    const url = ticketVerifyUrl(ticket);
    const dataUrl = await generateQrDataUrl(url);
    expect(dataUrl).toMatch(/^data:image\/png;base64,/);
    const { info, code } = await decodeDataUrl(dataUrl);
    expect(info.width).toBe(300);
    expect(info.height).toBe(300);
    expect(code?.data).toBe(url);
  });

  it('fails with "QR code generation failed" when the content cannot fit', async () => {
    await expect(generateQrDataUrl('x'.repeat(3000))).rejects.toThrow(QR_ERROR);
    await expect(generateQrDataUrl('')).rejects.toThrow('QR code generation failed');
  });
});
