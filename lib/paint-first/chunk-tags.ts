/**
 * Paint first, then start the framework.
 *
 * Next.js 16 writes its framework chunks as `<script async>` tags in the `<head>` (every chunk
 * through ReactDOM.preinit, with no option to defer them: vercel/next.js#66958) and preloads the
 * bootstrap chunk there too. On a slow phone with a quick connection the chunks arrive while the
 * first frame is still being drawn, and React's start-up and hydration run before the page is on
 * screen. This rewriter turns every such tag of an HTML document into a call of a small inline
 * loader (./loader.ts) that requests the same files, in the same order, once the first contentful
 * paint has been presented. The page's HTML, its inline RSC payload and every other tag are
 * written as they were; a tag in any other form (a nonce, integrity or another attribute) is
 * left alone and simply loads as before.
 */
import { CHUNK_LOADER_GLOBAL, chunkLoaderScript } from './loader';

/** `<script src="/_next/static/…" async=""></script>`, as React writes a preinit'd script. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+)" async=""><\/script>/g;
/** The bootstrap chunk's `<link rel="preload" as="script" …>` (its script tag follows later). */
const CHUNK_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="low")? href="\/_next\/static\/[^"<>]+"\/>/g;
const CHUNK_SCRIPT_START = '<script src="/_next/static/';

/** The attribute value as the browser reads it: React escapes only `&` in a URL that has no quotes or angle brackets. */
function attributeValue(escaped: string): string {
  return escaped.replaceAll('&amp;', '&');
}

/** A JSON string literal that is safe inside an inline `<script>` (no `</script>` or `<!--` can form). */
function scriptStringLiteral(value: string): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * Rewrites one HTML document as it streams: `push` each decoded chunk, then `end`. A chunk may
 * end in the middle of a tag, so text that could still become a chunk tag is held back until the
 * next chunk (at most the tail after the last `<`).
 */
export class ChunkTagRewriter {
  private pending = '';
  private loaderWritten = false;
  /** How many chunk tags were rewritten (for tests and diagnostics). */
  deferred = 0;

  push(text: string): string {
    const whole = this.rewrite(this.pending + text);
    const holdFrom = heldBackStart(whole);
    this.pending = whole.slice(holdFrom);
    return whole.slice(0, holdFrom);
  }

  end(text = ''): string {
    const rest = this.rewrite(this.pending + text);
    this.pending = '';
    return rest;
  }

  private rewrite(html: string): string {
    return html.replace(CHUNK_PRELOAD, '').replace(CHUNK_SCRIPT, (_tag, src: string) => {
      this.deferred += 1;
      const call = `<script>${CHUNK_LOADER_GLOBAL}(${scriptStringLiteral(attributeValue(src))})</script>`;
      if (this.loaderWritten) return call;
      this.loaderWritten = true;
      return chunkLoaderScript + call;
    });
  }
}

/** Where the text that might still grow into a chunk tag begins (`html.length` when none does). */
function heldBackStart(html: string): number {
  let start = html.length;
  const lastOpen = html.lastIndexOf('<');
  if (lastOpen !== -1 && !html.includes('>', lastOpen)) start = lastOpen;
  const lastChunkScript = html.lastIndexOf(CHUNK_SCRIPT_START);
  if (lastChunkScript !== -1 && !html.includes('</script>', lastChunkScript)) start = Math.min(start, lastChunkScript);
  return start;
}

/** Rewrites a whole document at once. */
export function deferChunkTags(html: string): string {
  return new ChunkTagRewriter().end(html);
}
