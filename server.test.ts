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
  takeTurns,
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

describe('the request scheduler (server.mjs takeTurns)', () => {
  /** Blocks the thread as a registration's synchronous work (Next.js, SQLite) does. */
  function busy(ms: number) {
    const until = performance.now() + ms;
    while (performance.now() < until);
  }

  /** One POST over `agent` (or a connection of its own without one); resolves with the answer's text. */
  function post(port: number, agent: http.Agent | false, body: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/', agent }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(text));
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  /**
   * Twenty keep-alive clients keep a handler of 3 ms busy; then twenty more connect at once.
   * Answers how many requests of the established clients were started before the last of the
   * new ones.
   */
  async function burstOfNewConnections(
    listener: (handle: http.RequestListener) => http.RequestListener,
  ): Promise<number> {
    const started: string[] = [];
    const server = http.createServer(
      listener((request, response) => {
        let body = '';
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => (body += chunk));
        request.on('end', () => {
          started.push(body);
          busy(3);
          response.end(body);
        });
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    let running = true;
    const established = Array.from({ length: 20 }, async () => {
      while (running) await post(port, agent, 'old');
    });
    try {
      // Every established connection has been answered a few times before the burst.
      while (started.length < 50) await new Promise((resolve) => setTimeout(resolve, 5));
      const before = started.length;
      await Promise.all(Array.from({ length: 20 }, () => post(port, false, 'new')));
      const during = started.slice(before);
      const lastNew = during.lastIndexOf('new');
      return during.slice(0, lastNew).filter((body) => body === 'old').length;
    } finally {
      running = false;
      await Promise.all(established);
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('keeps accepting new connections while established ones keep it busy', async () => {
    // Node accepts one connection per turn of the event loop: a plain listener runs the twenty
    // established connections' requests in every turn, so the new connections wait behind about
    // 250 of them. Two requests a turn let the twenty in after about 50; holding the turns in
    // which newcomers arrive, after about 30.
    const plain = await burstOfNewConnections((handle) => handle);
    const twoATurn = await burstOfNewConnections((handle) => takeTurns(handle, { heldTurns: 0 }));
    const scheduled = await burstOfNewConnections((handle) => takeTurns(handle));
    expect(plain).toBeGreaterThan(150);
    expect(twoATurn).toBeLessThan(80);
    expect(scheduled).toBeLessThan(twoATurn);
  });

  it('serves every request when each comes on a connection of its own', async () => {
    const server = http.createServer(takeTurns((request, response) => response.end(request.url)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => post(port, false, String(index))));
      expect(answers).toEqual(Array.from({ length: 40 }, () => '/'));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('starts requests in the order they arrived, at most perTurn of them in one turn', async () => {
    const order: number[] = [];
    const turns: number[] = [];
    let turn = 0;
    const counter = () => {
      turn += 1;
      if (order.length < 7) setImmediate(counter);
    };
    const listener = takeTurns(
      (request) => {
        order.push(Number(request.url));
        turns.push(turn);
      },
      { perTurn: 3 },
    );
    setImmediate(counter);
    for (let index = 0; index < 7; index += 1)
      listener({ url: String(index) } as http.IncomingMessage, {} as http.ServerResponse);
    while (order.length < 7) await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // Three in a turn, then three in a later turn, then the last one.
    expect(turns.filter((value) => value === turns[0])).toHaveLength(3);
    expect(new Set(turns).size).toBe(3);
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
