/** @jest-environment node */
import { ChunkTagRewriter, deferChunkTags } from './chunk-tags';
import { CHUNK_LOADER_GLOBAL, chunkLoaderScript } from './loader';

// The shape of a prerendered page as Next.js 16.4 writes it (head chunks, bootstrap preload,
// the nomodule polyfill, inline RSC payload, bootstrap chunk at the end of the body).
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="/_next/static/chunks/layout.js?dpl=a&amp;b=1" async=""></script>',
  '<title>Contact Us</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<style>main > p { color: red }</style></head><body><main id="main"><h1>Contact Us</h1><p>1 < 2 &amp; é ✓</p></main>',
  '<script>self.__next_f.push([1,"<script src=\\"/_next/static/chunks/x.js\\">"])</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="https://example.org/_next/static/chunks/other.js" async=""></script>',
  '</body></html>',
].join('');

const call = (src: string) => `<script>${CHUNK_LOADER_GLOBAL}(${JSON.stringify(src)})</script>`;

describe('deferChunkTags', () => {
  const out = deferChunkTags(page);

  it('replaces every chunk script with a loader call, in document order, the loader defined once before the first', () => {
    expect(out.match(/__acmChunk\("[^"]*"\)/g)).toEqual([
      '__acmChunk("/_next/static/chunks/runtime.js")',
      '__acmChunk("/_next/static/chunks/react-dom.js")',
      '__acmChunk("/_next/static/chunks/layout.js?dpl=a&b=1")',
      '__acmChunk("/_next/static/chunks/main.js")',
    ]);
    expect(out.split(chunkLoaderScript)).toHaveLength(2);
    expect(out.indexOf(chunkLoaderScript)).toBeLessThan(out.indexOf(call('/_next/static/chunks/runtime.js')));
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(runtime|react-dom|layout|main)/);
  });

  it('drops the bootstrap preload and leaves every other tag and text as it was', () => {
    expect(out).not.toContain('<link rel="preload" as="script"');
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(out).toContain('<script src="https://example.org/_next/static/chunks/other.js" async=""></script>');
    expect(out).toContain('<p>1 < 2 &amp; é ✓</p>');
    expect(out).toContain('self.__next_f.push([1,"<script src=\\"/_next/static/chunks/x.js\\">"])');
    const removed = (html: string) =>
      html.replace(/<link rel="preload" as="script"[^>]*>/g, '').replace(/<script src="\/_next\/static\/[^"]*" async=""><\/script>/g, '');
    expect(removed(page)).toBe(out.replace(chunkLoaderScript, '').replace(/<script>__acmChunk\([^)]*\)<\/script>/g, ''));
  });

  it('writes a URL no inline script can be broken out of', () => {
    expect(deferChunkTags('<script src="/_next/static/a\'b.js" async=""></script>')).toContain('__acmChunk("/_next/static/a\'b.js")');
    expect(deferChunkTags('<p>no scripts</p>')).toBe('<p>no scripts</p>');
  });
});

describe('ChunkTagRewriter streaming', () => {
  it('gives the same document however the response is cut into chunks', () => {
    const whole = deferChunkTags(page);
    for (let cut = 1; cut < page.length; cut += 1) {
      const rewriter = new ChunkTagRewriter();
      expect(rewriter.push(page.slice(0, cut)) + rewriter.end(page.slice(cut))).toBe(whole);
    }
    for (const size of [1, 3, 7, 64]) {
      const rewriter = new ChunkTagRewriter();
      let streamed = '';
      for (let at = 0; at < page.length; at += size) streamed += rewriter.push(page.slice(at, at + size));
      expect(streamed + rewriter.end()).toBe(whole);
      expect(rewriter.deferred).toBe(4);
    }
  });

  it('holds back no more than an unfinished tag', () => {
    const rewriter = new ChunkTagRewriter();
    expect(rewriter.push('<p>text</p><script src="/_next/static/chunks/a.js" async="">')).toBe('<p>text</p>');
    expect(rewriter.push('</script><p>more')).toBe(`${chunkLoaderScript}${call('/_next/static/chunks/a.js')}<p>more`);
    expect(rewriter.push('</p><di')).toBe('</p>');
    expect(rewriter.end('v>')).toBe('<div>');
  });
});
