/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { installPeerAddressHeader, PEER_ADDRESS_HEADER } from './peer-address';

describe('installPeerAddressHeader', () => {
  it('gives every request the socket address, overwriting a value the client sent', async () => {
    installPeerAddressHeader();
    installPeerAddressHeader(); // twice is harmless
    const server = http.createServer((request, response) => {
      response.end(JSON.stringify({ peer: request.headers[PEER_ADDRESS_HEADER], forwarded: request.headers['x-forwarded-for'] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { [PEER_ADDRESS_HEADER]: '203.0.113.66', 'x-forwarded-for': '198.51.100.7' },
      });
      expect(await response.json()).toEqual({ peer: '127.0.0.1', forwarded: '198.51.100.7' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
