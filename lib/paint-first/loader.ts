/**
 * The inline loader that ./chunk-tags.ts writes in place of the framework's first script tag.
 * `__acmChunk(src)` queues a chunk; the queue is requested, in order, as soon as the first
 * contentful paint is reported (Paint Timing reports it once the frame is on screen; no timer,
 * so a page under a test's fake clock starts too). Where Paint Timing is missing it waits for
 * one frame and one task; when no paint comes (a tab opened in the
 * background, a document with nothing to paint) it starts after FALLBACK_MS, so a page is never
 * left without its scripts. Chunks queued after the start are requested at once.
 *
 * Plain ES2015 in a string: it runs as written, before any bundle, on every page.
 */
export const CHUNK_LOADER_GLOBAL = '__acmChunk';

/** Longest wait for a first paint before the scripts are requested anyway. */
export const FALLBACK_MS = 3000;

const loaderSource = [
  '(function(){',
  'var queue=[];',
  'function request(src){var s=document.createElement("script");s.src=src;s.async=true;document.head.appendChild(s)}',
  'function start(){if(!queue)return;var waiting=queue;queue=null;waiting.forEach(request)}',
  `self.${CHUNK_LOADER_GLOBAL}=function(src){queue?queue.push(src):request(src)};`,
  `setTimeout(start,${FALLBACK_MS});`,
  'var P=self.PerformanceObserver;',
  'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")!==-1){',
  'new P(function(list,observer){if(!list.getEntriesByName("first-contentful-paint").length)return;observer.disconnect();start()}).observe({type:"paint",buffered:true})',
  '}else{requestAnimationFrame(function(){setTimeout(start,0)})}',
  '})()',
].join('');

/** The loader as an inline script, written once per document before its first call. */
export const chunkLoaderScript = `<script>${loaderSource}</script>`;
