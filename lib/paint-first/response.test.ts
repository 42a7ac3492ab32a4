/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { deferChunkTags } from './chunk-tags';
import { paintFirst } from './response';

const html = [
  '<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script></head>',
  `<body><main><h1>Café ✓</h1>${'<p>Lagos, 16 to 19 September.</p>'.repeat(200)}</main>`,
  '<script src="/_next/static/chunks/main.js" async=""></script></body></html>',
].join('');
const script = `self.a=1;${'console.log("x");'.repeat(200)}`;

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** Serves `handler` behind paintFirst and returns the raw (undecoded) response. */
async function serve(handler: Handler, method = 'GET', headers: Record<string, string> = {}, path = '/') {
  const server = http.createServer((request, response) => {
    paintFirst(request, response);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(parts) }));
      });
      request.on('error', reject);
      request.end();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Writes `body` in pieces of `size` bytes, so tags and UTF-8 characters are cut between writes. */
const inPieces =
  (body: string, type: string, size: number): Handler =>
  (_request, response) => {
    const bytes = Buffer.from(body);
    response.setHeader('Content-Type', type);
    response.setHeader('Content-Length', bytes.length);
    for (let at = 0; at < bytes.length - size; at += size) response.write(bytes.subarray(at, at + size));
    response.end(bytes.subarray(Math.floor((bytes.length - 1) / size) * size));
  };

describe('paintFirst', () => {
  it.each([
    ['br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ])('rewrites an HTML document written in pieces, compressed with %s, without its old length', async (encoding, decode) => {
    const { headers, body } = await serve(inPieces(html, 'text/html; charset=utf-8', 37), 'GET', { 'accept-encoding': encoding });
    expect(headers['content-encoding']).toBe(encoding);
    expect(headers['content-length']).toBeUndefined();
    expect(decode(body).toString('utf8')).toBe(deferChunkTags(html));
    expect(decode(body).toString('utf8')).toContain('__acmChunk("/_next/static/chunks/main.js")');
  });

  it('rewrites an uncompressed document too, and one sent with writeHead and a single end', async () => {
    const plain = await serve(inPieces(html, 'text/html', 5));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(deferChunkTags(html));
    const whole = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': Buffer.byteLength(html) });
      response.end(html);
    });
    expect(whole.body.toString('utf8')).toBe(deferChunkTags(html));
  });

  it('leaves the organiser and gate pages in the framework\'s own order', async () => {
    for (const path of ['/admin', '/admin/scan', '/admin/check-in?ticket=x']) {
      const { body } = await serve(inPieces(html, 'text/html', 50), 'GET', {}, path);
      expect({ path, body: body.toString('utf8') }).toEqual({ path, body: html });
    }
    const { body } = await serve(inPieces(html, 'text/html', 50), 'GET', {}, '/administration');
    expect(body.toString('utf8')).toBe(deferChunkTags(html));
  });

  it('passes other responses through byte for byte, compressing them when the client accepts it', async () => {
    const compressed = await serve(inPieces(script, 'application/javascript', 100), 'GET', { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(compressed.body).toString('utf8')).toBe(script);
    const plain = await serve(inPieces(script, 'application/javascript', 100));
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(script)));
    expect(plain.body.toString('utf8')).toBe(script);
  });

  it('answers HEAD for a document with its headers, no body and no length its GET would not have', async () => {
    const { headers, body } = await serve((_request, response) => {
      response.setHeader('Content-Type', 'text/html');
      response.setHeader('Content-Length', Buffer.byteLength(html));
      response.end();
    }, 'HEAD');
    expect(headers['content-type']).toBe('text/html');
    expect(headers['content-length']).toBeUndefined();
    expect(body).toHaveLength(0);
  });

  it.each([
    ['br', () => zlib.createBrotliDecompress()],
    ['gzip', () => zlib.createGunzip()],
  ])('sends the part of a streamed document the renderer flushed before the rest is written (%s)', async (encoding, decoder) => {
    const firstPart = html.slice(0, html.indexOf('</main>'));
    let seen: () => void = () => undefined;
    const firstSeen = new Promise<'seen'>((resolve) => (seen = () => resolve('seen')));
    // The server writes the rest only when the client has read the first part (or gives up after 3 s).
    let restWrittenBecause: 'seen' | 'timeout' | undefined;
    const server = http.createServer((request, response) => {
      paintFirst(request, response);
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.write(firstPart);
      // Next flushes after each part it renders (compression adds flush to the response).
      (response as unknown as { flush(): void }).flush();
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 3000));
      void Promise.race([firstSeen, timeout]).then((reason) => {
        restWrittenBecause = reason;
        response.end(html.slice(firstPart.length));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const text = await new Promise<string>((resolve, reject) => {
        let received = '';
        const request = http.request({ host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': encoding } }, (response) => {
          expect(response.headers['content-encoding']).toBe(encoding);
          const decoded = response.pipe(decoder());
          decoded.on('data', (part: Buffer) => {
            received += part.toString('utf8');
            if (received.includes('<h1>Café ✓</h1>')) seen();
          });
          decoded.on('end', () => resolve(received));
          decoded.on('error', reject);
        });
        request.on('error', reject);
        request.end();
      });
      expect(restWrittenBecause).toBe('seen');
      expect(text).toBe(deferChunkTags(html));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
