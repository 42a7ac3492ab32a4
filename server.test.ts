/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientKey } from '@/lib/http/guards';
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address';
import { RateLimiter } from '@/lib/counters/rate-limit';
import {
  answersInFlight,
  PEER_ADDRESS_HEADER as WRITTEN_HEADER,
  shutdown,
  STOP_HOOK,
  withPeerAddress,
} from './server.mjs';

/** A Fetch Request with the headers the listener handed on, as Next.js gives one to a route handler. */
function asRequest(request: http.IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(`http://localhost${request.url}`, { method: request.method, headers });
}

/** Serves `handle` behind server.mjs's listener on a free port of 127.0.0.1. */
async function serve(handle: (request: Request) => unknown) {
  const server = http.createServer(
    withPeerAddress((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(handle(asRequest(request))));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    get: (headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${port}/`, { headers }).then((response) => response.json()),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('server.mjs', () => {
  it('writes the header lib/http/peer-address.ts names', () => {
    expect(WRITTEN_HEADER).toBe(PEER_ADDRESS_HEADER);
  });

  it("gives every request the socket's address, overwriting the value a client sent", async () => {
    const site = await serve((request) => ({
      peer: request.headers.get(PEER_ADDRESS_HEADER),
      forwarded: request.headers.get('x-forwarded-for'),
    }));
    try {
      expect(await site.get({ [PEER_ADDRESS_HEADER]: '203.0.113.66', 'x-forwarded-for': '198.51.100.7' })).toEqual({
        peer: '127.0.0.1',
        forwarded: '198.51.100.7',
      });
    } finally {
      await site.close();
    }
  });

  it('without a proxy (TRUSTED_PROXY_HOPS=0), a client cannot choose its rate-limit bucket', async () => {
    const limiter = new RateLimiter(3);
    const site = await serve((request) => ({
      key: clientKey(request, 0),
      allowed: limiter.hit(clientKey(request, 0)).allowed,
    }));
    try {
      const answers = [];
      for (let index = 1; index <= 5; index += 1) {
        // Each request claims to be somebody else, in both headers a rate limit could read.
        answers.push(
          await site.get({ 'x-forwarded-for': `198.51.100.${index}`, [PEER_ADDRESS_HEADER]: `203.0.113.${index}` }),
        );
      }
      expect(answers).toEqual([
        ...Array(3).fill({ key: '127.0.0.1', allowed: true }),
        ...Array(2).fill({ key: '127.0.0.1', allowed: false }),
      ]);
    } finally {
      await site.close();
    }
  });
});

describe('graceful shutdown (server.mjs shutdown)', () => {
  const quiet = () => undefined;

  async function slowServer(delayMs: number) {
    const server = http.createServer((request, response) => {
      const timer = setTimeout(() => response.end('done'), delayMs);
      response.on('close', () => clearTimeout(timer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
  }

  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[STOP_HOOK];
  });

  it('finishes the request in flight, refuses new connections, then stops the application and answers 0', async () => {
    const { server, url } = await slowServer(400);
    const stops: number[] = [];
    (globalThis as Record<symbol, unknown>)[STOP_HOOK] = async ({ budgetMs }: { budgetMs: number }) => {
      stops.push(budgetMs);
    };
    const inFlight = fetch(url).then(async (response) => [response.status, await response.text()]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const code = shutdown(server, { log: quiet });
    await expect(fetch(url)).rejects.toThrow();
    expect(await inFlight).toEqual([200, 'done']);
    expect(await code).toBe(0);
    expect(stops).toHaveLength(1);
    expect(stops[0]).toBeGreaterThan(8_000);
  });

  it('ends each keep-alive connection with its answer (Connection: close), never under a request a proxy is sending', async () => {
    const server = answersInFlight(
      http.createServer((request, response) => {
        setTimeout(() => response.end('done'), 300);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    const get = () =>
      new Promise<{ connection: string | undefined; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, agent }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ connection: response.headers.connection, body }));
          })
          .on('error', reject);
      });
    try {
      expect((await get()).connection).toBe('keep-alive');
      const inFlight = get();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const code = shutdown(server, { log: quiet });
      expect(await inFlight).toEqual({ connection: 'close', body: 'done' });
      expect(await code).toBe(0);
    } finally {
      agent.destroy();
    }
  });

  it('cuts a request that outlives the drain time, and still stops within the budget', async () => {
    const { server, url } = await slowServer(60_000);
    const inFlight = fetch(url).then(
      (response) => response.status,
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    expect(await shutdown(server, { drainMs: 200, budgetMs: 2_000, log: quiet })).toBe(0);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await inFlight).toBe('cut');
  });

  it('answers 1 when the application does not stop within the budget', async () => {
    const { server } = await slowServer(10);
    (globalThis as Record<symbol, unknown>)[STOP_HOOK] = () => new Promise(() => undefined);
    expect(await shutdown(server, { drainMs: 100, budgetMs: 800, log: quiet })).toBe(1);
  });
});
