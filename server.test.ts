/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientKey } from '@/lib/http/guards';
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address';
import { RateLimiter } from '@/lib/http/rate-limit';
import { PEER_ADDRESS_HEADER as WRITTEN_HEADER, withPeerAddress } from './server.mjs';

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
    get: (headers: Record<string, string>) => fetch(`http://127.0.0.1:${port}/`, { headers }).then((response) => response.json()),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('server.mjs', () => {
  it('writes the header lib/http/peer-address.ts names', () => {
    expect(WRITTEN_HEADER).toBe(PEER_ADDRESS_HEADER);
  });

  it("gives every request the socket's address, overwriting the value a client sent", async () => {
    const site = await serve((request) => ({ peer: request.headers.get(PEER_ADDRESS_HEADER), forwarded: request.headers.get('x-forwarded-for') }));
    try {
      expect(await site.get({ [PEER_ADDRESS_HEADER]: '203.0.113.66', 'x-forwarded-for': '198.51.100.7' })).toEqual({ peer: '127.0.0.1', forwarded: '198.51.100.7' });
    } finally {
      await site.close();
    }
  });

  it('without a proxy (TRUSTED_PROXY_HOPS=0), a client cannot choose its rate-limit bucket', async () => {
    const limiter = new RateLimiter(3);
    const site = await serve((request) => ({ key: clientKey(request, 0), allowed: limiter.hit(clientKey(request, 0)).allowed }));
    try {
      const answers = [];
      for (let index = 1; index <= 5; index += 1) {
        // Each request claims to be somebody else, in both headers a rate limit could read.
        answers.push(await site.get({ 'x-forwarded-for': `198.51.100.${index}`, [PEER_ADDRESS_HEADER]: `203.0.113.${index}` }));
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
