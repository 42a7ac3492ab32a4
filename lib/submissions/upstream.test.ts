/** @jest-environment node */
import { closedPort, startTestServer, type TestServer } from '@/lib/testing/http-server';
import { basicAuthorization, forwardToUpstream, type UpstreamConfig } from './upstream';

describe('forwarding to the organisers API (a real local HTTP server)', () => {
  let api: TestServer;
  let config: UpstreamConfig;

  beforeEach(async () => {
    api = await startTestServer((request) => {
      const first = String((request.body as { firstName?: string }).firstName ?? '');
      switch (first) {
        case 'flag':
          return { json: { success: false, message: 'Duplicate registration' } };
        case 'flag-silent':
          return { json: { success: false } };
        case 'bad':
          return { status: 400, json: { message: 'emailAddress is invalid' } };
        case 'conflict':
          return { status: 409, text: 'Conflict' };
        case 'boom':
          return { status: 500, json: { message: 'Internal error' } };
        case 'slow':
          return { json: { success: true }, delayMs: 30_000 };
        default:
          return { json: { success: true, data: { id: 42 } } };
      }
    });
    config = { baseUrl: `${api.url}/base/`, username: 'acm-user', password: 'pässword:with:colons', timeoutMs: 5_000 };
  });
  afterEach(() => api.close());

  it('posts the JSON to the same path with basic credentials', async () => {
    const result = await forwardToUpstream(config, '/api/contact', { firstName: 'Ada', emailAddress: 'a@example.com' });
    expect(result).toEqual({ ok: true, status: 200, body: { success: true, data: { id: 42 } } });
    const [request] = api.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/base/api/contact');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toBe(basicAuthorization('acm-user', 'pässword:with:colons'));
    expect(Buffer.from(String(request.headers.authorization).slice(6), 'base64').toString('utf8')).toBe(
      'acm-user:pässword:with:colons',
    );
    expect(request.body).toEqual({ firstName: 'Ada', emailAddress: 'a@example.com' });
  });

  it('reports a success flag of false with the server message', async () => {
    expect(await forwardToUpstream(config, '/api/partner/registration', { firstName: 'flag' })).toEqual({
      ok: false,
      kind: 'rejected',
      status: 200,
      message: 'Duplicate registration',
    });
    expect(await forwardToUpstream(config, '/api/partner/registration', { firstName: 'flag-silent' })).toEqual({
      ok: false,
      kind: 'rejected',
      status: 200,
      message: undefined,
    });
  });

  it('reports 4xx and 5xx with the status and the message field if present', async () => {
    expect(await forwardToUpstream(config, '/api/registration/exhibition', { firstName: 'bad' })).toEqual({
      ok: false,
      kind: 'http',
      status: 400,
      message: 'emailAddress is invalid',
    });
    expect(await forwardToUpstream(config, '/api/registration/exhibition', { firstName: 'conflict' })).toEqual({
      ok: false,
      kind: 'http',
      status: 409,
      message: undefined,
    });
    expect(await forwardToUpstream(config, '/api/registration', { firstName: 'boom' })).toEqual({
      ok: false,
      kind: 'http',
      status: 500,
      message: 'Internal error',
    });
  });

  it('gives up after the configured timeout', async () => {
    // A short timeout only here: the other answers must not race it on a busy machine.
    const started = Date.now();
    expect(await forwardToUpstream({ ...config, timeoutMs: 300 }, '/api/contact', { firstName: 'slow' })).toEqual({
      ok: false,
      kind: 'timeout',
      message: 'timeout of 300ms exceeded',
    });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reports Network Error when nothing listens on the port', async () => {
    const port = await closedPort();
    expect(await forwardToUpstream({ ...config, baseUrl: `http://127.0.0.1:${port}` }, '/api/contact', {})).toEqual({
      ok: false,
      kind: 'network',
      message: 'Network Error',
    });
  });
});
