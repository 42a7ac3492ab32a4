/** @jest-environment node */
import { base64ToUtf8, decodeTicket, encodeTicket, MAX_ENCODED_TICKET_LENGTH, normaliseBase64 } from './codec';

const ascii = {
  ticketId: 'ACM2025-3K9ZQ1-1757980800000',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
};
const yoruba = {
  ticketId: 'ACM2025-0ABCDE-1757980800001',
  firstName: 'Adébáyọ̀',
  lastName: 'Ọlọ́lá',
  email: 'adebayo@example.com',
};

function nodeBase64(value: object): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

describe('encodeTicket', () => {
  it('is the standard base64 of the UTF-8 JSON', () => {
    expect(encodeTicket(ascii)).toBe(nodeBase64(ascii));
    expect(encodeTicket(yoruba)).toBe(nodeBase64(yoruba));
  });

  it('round-trips names outside Latin-1, combining marks included', () => {
    const result = decodeTicket(encodeTicket(yoruba));
    expect(result).toEqual({ ok: true, ticket: yoruba });
    if (result.ok) expect(result.ticket.firstName.normalize('NFD')).toBe('Adébáyọ̀'.normalize('NFD'));
  });
});

describe('decodeTicket accepts every spelling of base64', () => {
  // This payload's standard base64 contains '+', '/' and padding, so each variant differs.
  const ticket = { ...ascii, firstName: 'Chiamaka', lastName: 'Nwọsu', company: '>>>???~~~!' };
  const standard = nodeBase64(ticket);
  const urlSafe = Buffer.from(JSON.stringify(ticket), 'utf8').toString('base64url');

  it('has a fixture that exercises +, / and =', () => {
    expect(standard).toMatch(/\+/);
    expect(standard).toMatch(/\//);
    expect(standard).toMatch(/=$/);
  });

  it.each([
    ['standard with padding', standard],
    ['standard without padding', standard.replace(/=+$/, '')],
    ['URL-safe without padding', urlSafe],
    ['URL-safe with padding', urlSafe + '='.repeat((4 - (urlSafe.length % 4)) % 4)],
    ["'+' read as a space by a query string", standard.replace(/\+/g, ' ')],
    ['percent-encoded twice', encodeURIComponent(standard)],
    ['wrapped by a mail client', standard.replace(/(.{20})/g, '$1\r\n')],
    ['surrounded by spaces', `  ${standard}  `],
  ])('%s', (_name, data) => {
    expect(decodeTicket(data)).toEqual({ ok: true, ticket });
  });

  it('reads a query string the way the page does', () => {
    const params = new URLSearchParams(`data=${standard}`);
    expect(params.get('data')).toContain(' ');
    expect(decodeTicket(params.get('data'))).toEqual({ ok: true, ticket });
  });
});

describe('decodeTicket refuses bad data', () => {
  it.each([
    ['missing (null)', null, 'No ticket data provided'],
    ['missing (undefined)', undefined, 'No ticket data provided'],
    ['empty', '', 'No ticket data provided'],
    ['blank', '   ', 'No ticket data provided'],
  ])('%s', (_name, data, error) => {
    expect(decodeTicket(data)).toEqual({ ok: false, error });
  });

  it.each([
    ['not base64 (symbols)', '!!!not-base64!!!'],
    ['not base64 (impossible length)', 'abcde'],
    ['not base64 (inner padding)', 'ab=c'],
    ['not UTF-8', Buffer.from([0xff, 0xfe, 0x7b, 0x7d]).toString('base64')],
    ['not JSON', Buffer.from('hello, ticket').toString('base64')],
    ['JSON but not an object', nodeBase64([1, 2, 3])],
    ['JSON null', Buffer.from('null').toString('base64')],
    ['no ticketId', nodeBase64({ ...ascii, ticketId: undefined })],
    ['no firstName', nodeBase64({ ...ascii, firstName: undefined })],
    ['no lastName', nodeBase64({ ...ascii, lastName: undefined })],
    ['no email', nodeBase64({ ...ascii, email: undefined })],
    ['an email that is not one', nodeBase64({ ...ascii, email: 'not an email' })],
    ['a number for a name', nodeBase64({ ...ascii, firstName: 42 })],
    ['an empty name', nodeBase64({ ...ascii, lastName: '  ' })],
    ['a control character', nodeBase64({ ...ascii, firstName: 'Ada\u0000' })],
    ['an oversized name', nodeBase64({ ...ascii, firstName: 'A'.repeat(101) })],
    ['an oversized company', nodeBase64({ ...ascii, company: 'C'.repeat(201) })],
    ['an oversized ticket id', nodeBase64({ ...ascii, ticketId: 'X'.repeat(81) })],
    ['an oversized email', nodeBase64({ ...ascii, email: `${'e'.repeat(250)}@x.io` })],
    ['a malformed signature', nodeBase64({ ...ascii, signature: 'not a signature!' })],
  ])('%s', (_name, data) => {
    const result = decodeTicket(data);
    expect(result.ok).toBe(false);
  });

  it('refuses an oversized parameter before decoding it', () => {
    const huge = nodeBase64({ ...ascii, padding: 'x'.repeat(MAX_ENCODED_TICKET_LENGTH) });
    expect(decodeTicket(huge)).toEqual({ ok: false, error: 'Ticket data is too large' });
  });

  it('names the wrong field', () => {
    expect(decodeTicket(nodeBase64({ ...ascii, email: undefined }))).toEqual({
      ok: false,
      error: expect.stringContaining('email'),
    });
  });
});

describe('decodeTicket keeps only the ticket fields', () => {
  it('ignores fields the card does not show and trims values', () => {
    const data = nodeBase64({ ...ascii, firstName: '  Ada ', role: 'VIP', seat: 12, admin: true });
    expect(decodeTicket(data)).toEqual({ ok: true, ticket: ascii });
  });

  it('treats an empty or null company as not given', () => {
    expect(decodeTicket(nodeBase64({ ...ascii, company: '' }))).toEqual({
      ok: true,
      ticket: { ...ascii, company: undefined },
    });
    const result = decodeTicket(nodeBase64({ ...ascii, company: null }));
    expect(result.ok && result.ticket.company).toBeUndefined();
  });

  it('keeps a signature', () => {
    const signature = 'a'.repeat(43);
    expect(decodeTicket(nodeBase64({ ...ascii, signature }))).toEqual({ ok: true, ticket: { ...ascii, signature } });
  });
});

describe('low-level helpers', () => {
  it('normalises URL-safe, unpadded base64 to standard', () => {
    expect(normaliseBase64('-_8')).toBe('+/8=');
    expect(normaliseBase64('')).toBeNull();
  });

  it('decodes UTF-8 text and refuses invalid bytes', () => {
    expect(base64ToUtf8(Buffer.from('Ọlọ́lá', 'utf8').toString('base64'))).toBe('Ọlọ́lá');
    expect(base64ToUtf8(Buffer.from([0xc3]).toString('base64'))).toBeNull();
  });
});
