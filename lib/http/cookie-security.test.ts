/** @jest-environment node */
import { isHttpsRequest, withSecureFlag } from './cookie-security';

const request = (url: string, proto?: string) =>
  new Request(url, { headers: proto ? { 'x-forwarded-proto': proto } : {} });

// The Secure flag once followed the build-time NEXT_PUBLIC_SITE_URL instead of the request.
describe('isHttpsRequest', () => {
  it('believes X-Forwarded-Proto only behind trusted proxies', () => {
    expect(isHttpsRequest(request('http://127.0.0.1:3000/api/admin/sign-in', 'https'), 1)).toBe(true);
    expect(isHttpsRequest(request('http://127.0.0.1:3000/api/admin/sign-in', 'https'), 0)).toBe(false);
    expect(isHttpsRequest(request('http://127.0.0.1:3000/api/admin/sign-in', 'http'), 1)).toBe(false);
    expect(isHttpsRequest(request('http://127.0.0.1:3000/api/admin/sign-in'), 1)).toBe(false);
    expect(isHttpsRequest(request('https://acm.example/api/admin/sign-in'), 0)).toBe(true);
  });

  it('reads the entry the outermost trusted proxy added when proxies append', () => {
    // The client sent "http" itself; two proxies appended https (TLS) then http (inner hop).
    expect(isHttpsRequest(request('http://x/', 'http, https, http'), 2)).toBe(true);
    expect(isHttpsRequest(request('http://x/', 'https, http'), 1)).toBe(false);
  });
});

describe('withSecureFlag', () => {
  const cookie = 'acm.session_token=abc; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax';
  it('adds Secure once, only for an https request', () => {
    expect(withSecureFlag([cookie], true)).toEqual([`${cookie}; Secure`]);
    expect(withSecureFlag([`${cookie}; Secure`], true)).toEqual([`${cookie}; Secure`]);
    expect(withSecureFlag(['a=b; secure; Path=/'], true)).toEqual(['a=b; secure; Path=/']);
    expect(withSecureFlag([cookie], false)).toEqual([cookie]);
  });
});
