/**
 * The inline loader that ./chunk-tags.ts writes in place of the framework's first script tag.
 * `__acmChunk(src)` queues a chunk; the queue is requested, in order, as soon as the first
 * contentful paint is reported (Paint Timing reports it once the frame is on screen; no timer,
 * so a page under a test's fake clock starts too). Where Paint Timing is missing it waits for
 * one frame and one task; when no paint comes (a tab opened in the
 * background, a document with nothing to paint) it starts after FALLBACK_MS, so a page is never
 * left without its scripts. Chunks queued after the start are requested at once.
 *
 * A form sent before React owns it would post to its own page and come back empty. A form that
 * marks itself with HELD_SUBMIT.hold (components/forms/use-held-submit.ts) is instead held: the
 * loader cancels that submit, marks the form pending and its submit button aria-disabled, and
 * starts the scripts at once (a press beats waiting for the paint); the form sends itself when
 * React has mounted it, with what the visitor typed. Once mounted, the form sets
 * HELD_SUBMIT.ready and is left alone. If a chunk fails to load (HTML cached from an older
 * deploy, the network gone) or the form is still not mounted after HELD_MS, the hold is
 * released: the button is enabled again and the next press does what the browser does without
 * scripts (a POST to the page itself), rather than leaving a button that never answers.
 *
 * Plain ES2015 in a string: it runs as written, before any bundle, on every page.
 */
export const CHUNK_LOADER_GLOBAL = '__acmChunk';

/** The attributes a form and the loader agree on for a submit made before the form is hydrated. */
export const HELD_SUBMIT = {
  /** Rendered on the form: hold a submit made before it is hydrated. */
  hold: 'data-hold-submit',
  /** Set by the mounted form: its submits are its own. */
  ready: 'data-submit-ready',
  /** Set by the loader on a held form: send it once mounted. */
  pending: 'data-pending-submit',
} as const;

/** Longest wait for a first paint before the scripts are requested anyway. */
export const FALLBACK_MS = 3000;

/** Longest hold of a submit before the form is mounted (a slow phone on 2G still fits). */
export const HELD_MS = 20_000;

const { hold, ready, pending } = HELD_SUBMIT;

const loaderSource = [
  '(function(){',
  'var queue=[],failed=false;',
  'function busy(f,on){var b=f.querySelectorAll("[type=submit]");for(var i=0;i<b.length;i++){on?b[i].setAttribute("aria-disabled","true"):b[i].removeAttribute("aria-disabled")}}',
  `function release(f){if(!f.hasAttribute("${pending}")||f.hasAttribute("${ready}"))return;f.removeAttribute("${pending}");f.removeAttribute("${hold}");busy(f,false)}`,
  `function fail(){failed=true;var held=document.querySelectorAll("form[${pending}]");for(var i=0;i<held.length;i++)release(held[i])}`,
  'function request(src){var s=document.createElement("script");s.src=src;s.async=true;s.onerror=fail;document.head.appendChild(s)}',
  'function start(){if(!queue)return;var waiting=queue;queue=null;waiting.forEach(request)}',
  `self.${CHUNK_LOADER_GLOBAL}=function(src){queue?queue.push(src):request(src)};`,
  `setTimeout(start,${FALLBACK_MS});`,
  'document.addEventListener("submit",function(e){var f=e.target;',
  `if(failed||!f||!f.hasAttribute||!f.hasAttribute("${hold}")||f.hasAttribute("${ready}"))return;`,
  `e.preventDefault();f.setAttribute("${pending}","");busy(f,true);setTimeout(function(){release(f)},${HELD_MS});start()},true);`,
  'var P=self.PerformanceObserver;',
  'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")!==-1){',
  'new P(function(list,observer){if(!list.getEntriesByName("first-contentful-paint").length)return;observer.disconnect();start()}).observe({type:"paint",buffered:true})',
  '}else{requestAnimationFrame(function(){setTimeout(start,0)})}',
  '})()',
].join('');

/** The loader as an inline script, written once per document before its first call. */
export const chunkLoaderScript = `<script>${loaderSource}</script>`;
