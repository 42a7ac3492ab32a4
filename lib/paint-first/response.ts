import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import compression from 'compression';
import { addRequestHook } from '../http/server-hooks';
import { ChunkTagRewriter } from './chunk-tags';

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

/**
 * Compression for every response: Next's own is off (next.config.ts `compress: false`) because it
 * sits between the page renderer and the socket, where an HTML document can no longer be read.
 * This one is installed first, so the rewrite below sees the document before it is compressed.
 */
const compress = compression();

/** Installs compression and the paint-first rewrite of HTML documents (instrumentation.ts, production only). */
export function installPaintFirst(): void {
  addRequestHook('paint-first', paintFirst);
}

/**
 * The organiser and gate pages are tools used on the spot (a Check in button pressed the moment
 * it shows): they keep the framework's own order and are ready as early as possible.
 */
const HYDRATE_AT_ONCE = /^\/admin(?:[/?]|$)/;

/** Compresses the response and rewrites it when it is a public HTML document; the server's listener then writes it as usual. */
export function paintFirst(request: IncomingMessage, response: ServerResponse): void {
  compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => undefined);
  if (!HYDRATE_AT_ONCE.test(request.url ?? '')) deferChunkTagsOf(request, response);
}

function isHtml(response: ServerResponse, headers?: OutgoingHttpHeaders): boolean {
  const type = response.getHeader('content-type') ?? (headers && Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1]);
  return String(type ?? '').startsWith('text/html');
}

/**
 * Rewrites the framework's chunk tags of an HTML response (./chunk-tags.ts) as it is written,
 * chunk by chunk, and drops its Content-Length (the rewritten document has another length).
 * Other types pass through untouched; a HEAD for a document only loses its Content-Length.
 */
export function deferChunkTagsOf(request: IncomingMessage, response: ServerResponse): void {
  const { write, end, writeHead } = response;
  let rewriter: ChunkTagRewriter | null | undefined; // undefined: not decided yet, null: not HTML
  const decoder = new StringDecoder('utf8');

  const decide = (headers?: OutgoingHttpHeaders): ChunkTagRewriter | null => {
    if (rewriter !== undefined) return rewriter;
    const html = isHtml(response, headers);
    // A HEAD answer drops the length too: it must not announce a size its GET no longer has.
    if (html) {
      if (!response.headersSent) response.removeHeader('content-length');
      for (const name of Object.keys(headers ?? {})) if (name.toLowerCase() === 'content-length') delete headers![name];
    }
    rewriter = html && request.method !== 'HEAD' ? new ChunkTagRewriter() : null;
    return rewriter;
  };
  const text = (chunk: Chunk, encoding?: BufferEncoding): string =>
    typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8').toString('utf8') : decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));

  response.writeHead = function writeHeadRewritten(this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    decide(headers);
    return Reflect.apply(writeHead, this, args) as ServerResponse;
  } as typeof response.writeHead;

  response.write = function writeRewritten(this: ServerResponse, chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) {
    const html = chunk == null ? null : decide();
    if (!html) return Reflect.apply(write, this, [chunk, encoding, callback].filter((arg) => arg !== undefined)) as boolean;
    const [charset, done] = typeof encoding === 'function' ? [undefined, encoding] : [encoding, callback];
    return write.call(this, html.push(text(chunk, charset)), 'utf8', done);
  } as typeof response.write;

  response.end = function endRewritten(this: ServerResponse, chunk?: Chunk | Callback, encoding?: BufferEncoding | Callback, callback?: Callback) {
    const [body, charset, done] =
      typeof chunk === 'function' ? [undefined, undefined, chunk] : typeof encoding === 'function' ? [chunk, undefined, encoding] : [chunk, encoding, callback];
    const html = decide();
    if (!html) return Reflect.apply(end, this, [body, charset, done].filter((arg) => arg !== undefined)) as ServerResponse;
    const rest = (body == null ? '' : text(body, charset)) + decoder.end();
    return end.call(this, html.end(rest), 'utf8', done);
  } as typeof response.end;
}
