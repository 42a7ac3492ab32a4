/** @jest-environment node */
import { isForeignActionPost } from './origin';

/** A post to a page, as a browser or React sends a server action there. */
function post(headers: Record<string, string>, method = 'POST'): Request {
  return new Request('http://127.0.0.1:3000/contact', {
    method,
    body: method === 'POST' ? 'x' : null,
    headers: { host: '127.0.0.1:3000', ...headers },
  });
}

const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
const byReact = { 'content-type': 'text/plain;charset=UTF-8', 'next-action': '60ce94e8' };

describe('isForeignActionPost', () => {
  it.each([
    ['an Origin that is no URL', 'http://127.0.0.1:3961.evil.example'],
    ['a foreign Origin', 'http://evil.example'],
    ['Origin: null', 'null'],
    ['another port', 'http://127.0.0.1:3001'],
  ])('refuses %s, posted natively or by React', (_name, origin) => {
    expect(isForeignActionPost(post({ ...multipart, origin }))).toBe(true);
    expect(isForeignActionPost(post({ ...byReact, origin }))).toBe(true);
    expect(isForeignActionPost(post({ 'content-type': 'application/x-www-form-urlencoded', origin }))).toBe(true);
  });

  it('refuses a post with no Origin that the browser says is cross-site, and lets curl and servers through', () => {
    expect(isForeignActionPost(post({ ...multipart, 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isForeignActionPost(post(multipart))).toBe(false);
    expect(isForeignActionPost(post({ ...multipart, 'sec-fetch-site': 'same-origin' }))).toBe(false);
  });

  it('takes the site’s own posts, directly or through a proxy that sets X-Forwarded-Host (its first entry)', () => {
    expect(isForeignActionPost(post({ ...multipart, origin: 'http://127.0.0.1:3000' }))).toBe(false);
    expect(
      isForeignActionPost(
        post({ ...byReact, origin: 'https://acm.example', 'x-forwarded-host': 'acm.example, 10.0.0.1' }),
      ),
    ).toBe(false);
    // Next reads X-Forwarded-Host before Host: a proxy's own Host does not make a post ours.
    expect(
      isForeignActionPost(post({ ...multipart, origin: 'http://127.0.0.1:3000', 'x-forwarded-host': 'acm.example' })),
    ).toBe(true);
  });

  it('leaves alone what cannot be a server action: a GET, a JSON post', () => {
    expect(isForeignActionPost(post({ origin: 'http://evil.example' }, 'GET'))).toBe(false);
    expect(isForeignActionPost(post({ 'content-type': 'application/json', origin: 'http://evil.example' }))).toBe(
      false,
    );
  });
});
