/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { startTestServer, closedPort, type TestServer } from '@/lib/testing/http-server';
import { ACCESS_TOKEN_KEY, browserTokenStore, createAuthClient, SESSION_EXPIRED, tokenCookie, TOKEN_MAX_AGE_SECONDS } from './index';

// A real browser document (cookies, local storage) and a real HTTP server for the API.
function browser() {
  const dom = new JSDOM('<!doctype html><p>app</p>', { url: 'http://127.0.0.1/' });
  const store = browserTokenStore(dom.window.document, dom.window.localStorage);
  return { dom, store, cookie: () => dom.window.document.cookie, local: () => dom.window.localStorage.getItem(ACCESS_TOKEN_KEY) };
}

describe('auth client', () => {
  let api: TestServer;
  let refreshAnswer: { status: number; json: unknown };
  let validToken: string;

  beforeEach(async () => {
    validToken = 'fresh-token';
    refreshAnswer = { status: 200, json: { success: true, data: { accessToken: 'fresh-token' } } };
    api = await startTestServer((request) => {
      if (request.path === '/auth/refresh') return refreshAnswer;
      if (request.path === '/me') {
        return request.headers.authorization === `Bearer ${validToken}`
          ? { json: { id: 7, name: 'Ada' } }
          : { status: 401, json: { message: 'Token expired' } };
      }
      if (request.path === '/broken') return { status: 500, json: { message: 'Database down' } };
      if (request.path === '/plain') return { status: 404, text: 'no such thing' };
      if (request.path === '/echo') return { json: { got: request.body } };
      return { status: 404, json: {} };
    });
  });
  afterEach(() => api.close());

  it('builds a 7-day cookie on path / (Secure on https)', () => {
    expect(TOKEN_MAX_AGE_SECONDS).toBe(604800);
    expect(tokenCookie('a b', false)).toBe('accessToken=a%20b; Max-Age=604800; Path=/; SameSite=Lax');
    expect(tokenCookie('t', true)).toContain('; Secure');
  });

  it('stores the token in the cookie and in local storage under accessToken, and clears both', () => {
    const { store, cookie, local } = browser();
    store.set('tok-123');
    expect(cookie()).toBe('accessToken=tok-123');
    expect(local()).toBe('tok-123');
    expect(store.get()).toBe('tok-123');
    store.clear();
    expect(cookie()).toBe('');
    expect(local()).toBeNull();
    expect(store.get()).toBeNull();
  });

  it('reads the token from the cookie when local storage lost it', () => {
    const { dom, store } = browser();
    store.set('cookie-only');
    dom.window.localStorage.clear();
    expect(store.get()).toBe('cookie-only');
  });

  it('sends no Authorization header without a token, and a bearer header with one', async () => {
    const { store } = browser();
    const client = createAuthClient({ baseUrl: api.url, store });
    await client.post('/echo', { a: 1 });
    expect(api.requests[0].headers.authorization).toBeUndefined();
    store.set('fresh-token');
    const result = await client.post('/echo', { a: 2 });
    expect(api.requests[1].headers.authorization).toBe('Bearer fresh-token');
    expect(api.requests[1].headers['content-type']).toBe('application/json');
    expect(result).toEqual({ success: true, data: { got: { a: 2 } }, statusCode: 200 });
  });

  it('on a 401 refreshes once through POST /auth/refresh, stores the new token and retries once', async () => {
    const { store, cookie, local } = browser();
    store.set('stale-token');
    const client = createAuthClient({ baseUrl: api.url, store });
    const result = await client.get('/me');
    expect(result).toEqual({ success: true, data: { id: 7, name: 'Ada' }, statusCode: 200 });
    expect(api.requests.map((request) => `${request.method} ${request.path} ${request.headers.authorization ?? '-'}`)).toEqual([
      'GET /me Bearer stale-token',
      'POST /auth/refresh -',
      'GET /me Bearer fresh-token',
    ]);
    expect(api.requests[1].raw).toBe('');
    expect(local()).toBe('fresh-token');
    expect(cookie()).toBe('accessToken=fresh-token');
  });

  it('when the refresh fails, clears the token and answers Session expired with 401', async () => {
    refreshAnswer = { status: 401, json: { success: false, message: 'Refresh token expired' } };
    const { store, cookie, local } = browser();
    store.set('stale-token');
    const result = await createAuthClient({ baseUrl: api.url, store }).get('/me');
    expect(result).toEqual({ success: false, error: 'Unauthorized', message: 'Session expired. Please log in again.', statusCode: 401 });
    expect(result).toEqual(SESSION_EXPIRED);
    expect(local()).toBeNull();
    expect(cookie()).toBe('');
    expect(api.requests.map((request) => request.path)).toEqual(['/me', '/auth/refresh']);
  });

  it('treats a refresh answer without a token as a failed refresh', async () => {
    refreshAnswer = { status: 200, json: { success: false } };
    const { store } = browser();
    store.set('stale-token');
    expect(await createAuthClient({ baseUrl: api.url, store }).get('/me')).toEqual(SESSION_EXPIRED);
  });

  it('retries only once: a second 401 after a refresh is a session expiry, not a loop', async () => {
    validToken = 'never-valid';
    const { store, local } = browser();
    store.set('stale-token');
    expect(await createAuthClient({ baseUrl: api.url, store }).get('/me')).toEqual(SESSION_EXPIRED);
    expect(api.requests.map((request) => request.path)).toEqual(['/me', '/auth/refresh', '/me']);
    expect(local()).toBeNull();
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { store } = browser();
    store.set('stale-token');
    const client = createAuthClient({ baseUrl: api.url, store });
    const results = await Promise.all([client.get('/me'), client.get('/me'), client.get('/me')]);
    expect(results.every((result) => result.success)).toBe(true);
    expect(api.requests.filter((request) => request.path === '/auth/refresh')).toHaveLength(1);
  });

  it('maps other failures to the status and the server message or body text', async () => {
    const client = createAuthClient({ baseUrl: api.url, store: browser().store });
    expect(await client.get('/broken')).toEqual({ success: false, error: '500', message: 'Database down', statusCode: 500 });
    expect(await client.get('/plain')).toEqual({ success: false, error: '404', message: 'no such thing', statusCode: 404 });
  });

  it('maps an unreachable API to Network Error', async () => {
    const port = await closedPort();
    const result = await createAuthClient({ baseUrl: `http://127.0.0.1:${port}`, store: browser().store }).get('/me');
    expect(result).toMatchObject({ success: false, error: 'Network Error', statusCode: 0 });
  });

  it('gives up after the timeout', async () => {
    const slow = await startTestServer(() => ({ json: {}, delayMs: 2000 }));
    try {
      const result = await createAuthClient({ baseUrl: slow.url, store: browser().store, timeoutMs: 100 }).get('/x');
      expect(result).toMatchObject({ success: false, error: 'Network Error', statusCode: 0 });
    } finally {
      await slow.close();
    }
  });
});
