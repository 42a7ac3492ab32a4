/** @jest-environment node */
import {
  clientKey,
  guardJsonPost,
  isFormPost,
  isJsonContentType,
  isSameOrigin,
  MAX_BODY_BYTES,
  readBody,
  readFields,
} from './guards';
import { RateLimiter } from '@/lib/counters/rate-limit';

const url = 'http://127.0.0.1:3000/api/contact';

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: 'POST',
    body,
    headers: { host: '127.0.0.1:3000', 'content-type': 'application/json', ...headers },
  });
}

async function envelope(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('request guards', () => {
  const open = () => new RateLimiter(0);

  it('accepts a same-origin JSON object and drops the empty honeypot', async () => {
    const result = await guardJsonPost(
      post(JSON.stringify({ a: 1, nickname: '' }), { origin: 'http://127.0.0.1:3000' }),
      { limiter: open() },
    );
    expect(result).toEqual({ ok: true, body: { a: 1 } });
  });

  it.each([
    ['no content type', { 'content-type': '' }],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['text', { 'content-type': 'text/plain' }],
  ])('answers 415 to %s', async (_name, headers) => {
    const result = await guardJsonPost(post('{}', headers), { limiter: open() });
    if (result.ok) throw new Error('accepted');
    expect(await envelope(result.response)).toEqual({
      status: 415,
      body: {
        success: false,
        error: 'Unsupported Media Type',
        message: 'Send the form as JSON (Content-Type: application/json).',
        statusCode: 415,
      },
    });
  });

  it('knows JSON content types', () => {
    expect(isJsonContentType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/vnd.api+json')).toBe(true);
    expect(isJsonContentType('application/jsonx')).toBe(false);
    expect(isJsonContentType(null)).toBe(false);
  });

  it('answers 413 to a body over the cap, declared or streamed without a length', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(MAX_BODY_BYTES) });
    const declared = await guardJsonPost(post(big), { limiter: open() });
    expect(declared.ok ? 200 : declared.response.status).toBe(413);

    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const chunked = new Request(url, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    const streamed = await guardJsonPost(chunked, { limiter: open() });
    expect(streamed.ok ? 200 : streamed.response.status).toBe(413);
    expect((await guardJsonPost(post(big), { limiter: open(), maxBytes: MAX_BODY_BYTES * 2 })).ok).toBe(true);
  });

  it('answers 403 to a foreign origin and to a cross-site fetch', async () => {
    const foreign = await guardJsonPost(post('{}', { origin: 'https://evil.example' }), { limiter: open() });
    if (foreign.ok) throw new Error('accepted');
    expect(await envelope(foreign.response)).toMatchObject({
      status: 403,
      body: { success: false, error: 'Forbidden', statusCode: 403 },
    });
    expect(isSameOrigin(post('{}', { origin: 'null' }))).toBe(false);
    expect(isSameOrigin(post('{}', { 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(
      isSameOrigin(post('{}', { origin: 'https://africacreativemarket.com' }), ['https://africacreativemarket.com']),
    ).toBe(true);
    expect(isSameOrigin(post('{}', { origin: 'https://site.example', 'x-forwarded-host': 'site.example' }))).toBe(true);
    expect(isSameOrigin(post('{}'))).toBe(true); // no Origin: curl or a server
  });

  it.each([
    ['invalid JSON', '{"a":', 'The request body is not valid JSON.'],
    ['an array', '[1,2]', 'The request body must be a JSON object.'],
    ['null', 'null', 'The request body must be a JSON object.'],
    ['a filled honeypot', '{"nickname":"I am a bot","a":1}', 'The submission was rejected.'],
  ])('answers 400 to %s', async (_name, body, message) => {
    const result = await guardJsonPost(post(body), { limiter: open() });
    if (result.ok) throw new Error('accepted');
    expect(await envelope(result.response)).toEqual({
      status: 400,
      body: { success: false, error: 'Bad Request', message, statusCode: 400 },
    });
  });

  it('answers 429 with Retry-After once a client exceeds the limit, per client', async () => {
    const limiter = new RateLimiter(2);
    const from = (ip: string) => post('{}', { 'x-acm-peer-address': ip, 'x-forwarded-for': '10.0.0.1' });
    expect((await guardJsonPost(from('1.1.1.1'), { limiter, now: 0 })).ok).toBe(true);
    expect((await guardJsonPost(from('1.1.1.1'), { limiter, now: 1000 })).ok).toBe(true);
    const third = await guardJsonPost(from('1.1.1.1'), { limiter, now: 2000 });
    if (third.ok) throw new Error('accepted');
    expect(third.response.status).toBe(429);
    expect(third.response.headers.get('retry-after')).toBe('58');
    expect(await third.response.json()).toMatchObject({ success: false, error: 'Too Many Requests', statusCode: 429 });
    expect((await guardJsonPost(from('2.2.2.2'), { limiter, now: 2000 })).ok).toBe(true);
    expect((await guardJsonPost(from('1.1.1.1'), { limiter, now: 60_000 })).ok).toBe(true);
  });

  it('keys clients by the connection address, ignoring what the client forwarded itself', () => {
    const peer = { 'x-acm-peer-address': '192.0.2.10' };
    expect(clientKey(post('{}', peer))).toBe('192.0.2.10');
    expect(clientKey(post('{}', { ...peer, 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '198.51.100.2' }))).toBe(
      '192.0.2.10',
    );
    expect(clientKey(post('{}'))).toBe('unknown-peer');
  });

  it('behind N trusted proxies, takes the address N entries left of the connection', () => {
    // The client forged "6.6.6.6"; the proxy (10.0.0.1, the connection) appended 203.0.113.9.
    const viaOneProxy = post('{}', { 'x-acm-peer-address': '10.0.0.1', 'x-forwarded-for': '6.6.6.6, 203.0.113.9' });
    expect(clientKey(viaOneProxy, 1)).toBe('203.0.113.9');
    const viaTwoProxies = post('{}', {
      'x-acm-peer-address': '10.0.0.2',
      'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.1',
    });
    expect(clientKey(viaTwoProxies, 2)).toBe('203.0.113.9');
    // Fewer entries than hops: the leftmost one there is.
    expect(clientKey(post('{}', { 'x-acm-peer-address': '10.0.0.1' }), 2)).toBe('10.0.0.1');
  });
});

describe('request bodies', () => {
  const send = (body: BodyInit, type: string) =>
    new Request('http://x/api/admin/erase', { method: 'POST', body, headers: { 'content-type': type } });

  it('reads a browser form and JSON alike for the organiser area, and refuses anything else', async () => {
    expect(isFormPost(send('email=a%40b.c', 'application/x-www-form-urlencoded'))).toBe(true);
    expect(isFormPost(send('{}', 'application/json'))).toBe(false);
    expect(await readFields(send('email=a%40b.c', 'application/x-www-form-urlencoded'))).toEqual({ email: 'a@b.c' });
    expect(await readFields(send('{"email":"a@b.c"}', 'application/json'))).toEqual({ email: 'a@b.c' });
    expect(await readFields(send('[1]', 'application/json'))).toBeNull();
    expect(await readFields(send('email', 'text/plain'))).toBeNull();
    expect(await readFields(send('email=a', 'multipart/form-data; boundary=x'))).toBeNull();
  });

  it('names why a body was not read', async () => {
    expect(await readBody(send('[1, 2]', 'application/json'), { maxBytes: 100 })).toEqual({ ok: true, value: [1, 2] });
    expect(await readBody(send('email=a', 'application/x-www-form-urlencoded'), { maxBytes: 100 })).toEqual({
      ok: false,
      problem: 'type',
    });
    expect(await readBody(send('{"a": "long"}', 'application/json'), { maxBytes: 5 })).toEqual({
      ok: false,
      problem: 'size',
    });
    expect(await readBody(send('{"a"', 'application/json'), { maxBytes: 100 })).toEqual({
      ok: false,
      problem: 'syntax',
    });
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const broken = new Request('http://x/api/checkin', {
      method: 'POST',
      body: failing,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(await readBody(broken, { maxBytes: 100 })).toEqual({ ok: false, problem: 'unreadable' });
  });
});

describe('rate limiter', () => {
  it('allows the limit per window, then refuses until the window ends', () => {
    const limiter = new RateLimiter(3, 60_000);
    expect([0, 1, 2, 3].map((i) => limiter.hit('a', i * 10).allowed)).toEqual([true, true, true, false]);
    expect(limiter.hit('a', 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1, remaining: 0 });
    expect(limiter.hit('a', 60_000)).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('is off with a limit of 0', () => {
    const limiter = new RateLimiter(0);
    expect(Array.from({ length: 1000 }, () => limiter.hit('a').allowed).every(Boolean)).toBe(true);
  });

  it('keeps its memory bounded under many clients', () => {
    const limiter = new RateLimiter(5, 60_000, 100);
    for (let i = 0; i < 1000; i += 1) limiter.hit(`client-${i}`, i);
    expect(limiter.size).toBeLessThanOrEqual(100);
  });
});
