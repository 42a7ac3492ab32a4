import { ticketDataFrom } from './shared';

describe('ticketDataFrom', () => {
  it('takes the base64 of a verify link, keeping + and %-escapes for the decoder', () => {
    expect(ticketDataFrom('https://example.com/ticket/qr-verify?ticket=ab+c%3D%3D')).toBe('ab+c%3D%3D');
    expect(ticketDataFrom('  http://127.0.0.1:3000/ticket/qr-download?x=1&data=eyJ9=  ')).toBe('eyJ9=');
  });

  it('passes plain base64 through and answers nothing for a link without a ticket', () => {
    expect(ticketDataFrom(' eyJ0aWNrZXRJZCI6IjEifQ== ')).toBe('eyJ0aWNrZXRJZCI6IjEifQ==');
    expect(ticketDataFrom('https://example.com/about')).toBe('');
  });
});
