'use client';

import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { useClientTexts } from '@/components/i18n/client-texts';
import { responsiveAttributes, type ResponsiveSource } from '@/lib/images';
import { fill as fillText } from '@/lib/i18n/fill';

/** URLs that loaded once in this page session: shown at once when mounted again. */
const loadedUrls = new Set<string>();

/** Shared by every lazy image on the page: one observer instead of one per image. */
type Listener = () => void;
const listeners = new WeakMap<Element, Listener>();
let observer: IntersectionObserver | null = null;

function observe(element: Element, onVisible: Listener): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible();
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        listeners.get(entry.target)?.();
        listeners.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    // Start loading 100 px before the viewport, at 10 % visibility.
    { rootMargin: '100px', threshold: 0.1 },
  );
  listeners.set(element, onVisible);
  observer.observe(element);
  return () => {
    listeners.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * The one width of the no-script fallback: enough for a phone's screen. No srcset there: its
 * URLs would add about a third to the HTML of a page of 250 portraits, for every visitor.
 */
function noscriptWidth(widths: number[]): number {
  return widths.find((width) => width >= 640) ?? widths.at(-1) ?? 1920;
}

type PlaceholderMode = 'blur' | 'empty' | { image: string };

export type LazyImageProps = {
  src: string;
  alt: string;
  /** Intrinsic size; gives the box its aspect ratio so nothing shifts. Omit with `fill`. */
  width?: number;
  height?: number;
  /** Fill the positioned parent (which sets the size). */
  fill?: boolean;
  sizes?: string;
  quality?: number;
  /** Load at once, with high fetch priority (for the largest image of a page). */
  priority?: boolean;
  placeholder?: PlaceholderMode;
  className?: string;
  imageClassName?: string;
  /** How the picture fills its box: cropped (default) or whole (for boards with text). */
  fit?: 'cover' | 'contain';
  onError?: (src: string) => void;
  /** Id of an element holding a longer text alternative (for example a schedule as text). */
  describedBy?: string;
};

type Status = 'idle' | 'loading' | 'loaded' | 'error';

/** The widths, quality and sizes chosen on the server (the picture's path is `src`). */
export type ImageSource = Omit<ResponsiveSource, 'path'>;

export type LazyImageViewProps = Omit<LazyImageProps, 'quality' | 'sizes'> & { image: ImageSource };

/**
 * The browser half of LazyImage: observes the box, then renders a plain <img> whose srcset is
 * built from the widths the server chose, so no image component code ships to the browser.
 */
export function LazyImageView({
  image,
  src,
  alt,
  width,
  height,
  fill = false,
  priority = false,
  placeholder = 'blur',
  className = '',
  imageClassName = '',
  fit = 'cover',
  onError,
  describedBy,
}: LazyImageViewProps) {
  const texts = useClientTexts().image;
  const boxRef = useRef<HTMLDivElement>(null);
  const responsive = responsiveAttributes({ path: src, ...image });
  if (priority) {
    // The page's largest image: start its download from the document head.
    preload(responsive.src, {
      as: 'image',
      imageSrcSet: responsive.srcSet,
      imageSizes: responsive.sizes,
      fetchPriority: 'high',
    });
  }
  const [status, setStatus] = useState<Status>(() => (priority ? 'loading' : loadedUrls.has(src) ? 'loaded' : 'idle'));

  // A server-rendered (priority) <img> can finish loading before React hydrates and attaches
  // onLoad; read its state once mounted so the status does not stay at loading.
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = imgRef.current;
    if (status !== 'loading' || !img?.complete) return;
    if (img.naturalWidth > 0) img.dispatchEvent(new Event('load'));
    else img.dispatchEvent(new Event('error'));
  }, [status]);

  useEffect(() => {
    if (status !== 'idle' || !boxRef.current) return;
    return observe(boxRef.current, () => setStatus('loading'));
  }, [status]);

  const showPlaceholder = status === 'idle' || status === 'loading';
  // The default blur wash is a class (one CSS rule), not an inline style repeated on every image.
  const placeholderClass = showPlaceholder && placeholder === 'blur' ? 'placeholder-blur' : '';
  const placeholderStyle: React.CSSProperties =
    showPlaceholder && typeof placeholder === 'object'
      ? { backgroundImage: `url("${placeholder.image}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
      : {};

  const boxStyle: React.CSSProperties = fill
    ? {}
    : { aspectRatio: width && height ? `${width} / ${height}` : undefined };

  return (
    <div
      ref={boxRef}
      data-status={status}
      // Until the <img> exists, the box itself carries the alt text for screen readers.
      role={status === 'idle' && alt ? 'img' : undefined}
      aria-label={status === 'idle' && alt ? alt : undefined}
      aria-describedby={status === 'idle' && alt ? describedBy : undefined}
      className={`overflow-hidden bg-neutral-200 ${placeholderClass} ${fill ? 'absolute inset-0' : 'relative w-full'} ${className}`}
      style={{ ...boxStyle, ...placeholderStyle }}
    >
      {status === 'idle' ? (
        // Where scripts never run, no observer will load the picture: the browser's own lazy
        // loading does. React renders this on the server only and leaves it alone in the browser.
        // The box carries the alt text.
        <noscript>
          {/* eslint-disable-next-line @next/next/no-img-element -- an optimiser URL (lib/images/optimiser-url.ts) */}
          <img
            src={responsiveAttributes({ path: src, ...image, widths: [noscriptWidth(image.widths)] }).src}
            alt=""
            loading="lazy"
            className={`absolute inset-0 h-full w-full ${fit === 'contain' ? 'object-contain' : 'object-cover'} ${imageClassName}`}
          />
        </noscript>
      ) : status === 'error' ? (
        <div
          {...(alt
            ? { role: 'img', 'aria-label': fillText(texts.unavailableLabel, { alt }), 'aria-describedby': describedBy }
            : { 'aria-hidden': true })}
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-neutral-300 text-neutral-700"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-8 w-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <path d="m3 16 5-5 4 4 3-3 6 6M15 9.5a1.5 1.5 0 1 0 0-.01" />
          </svg>
          <span className="text-sm font-medium">{texts.unavailable}</span>
        </div>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- optimiser srcset (lib/images/optimiser-url.ts)
        <img
          ref={imgRef}
          src={responsive.src}
          srcSet={responsive.srcSet}
          sizes={responsive.sizes}
          alt={alt}
          aria-describedby={describedBy}
          decoding="async"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className={`absolute inset-0 h-full w-full ${fit === 'contain' ? 'object-contain' : 'object-cover'} ${priority ? '' : status === 'loaded' ? 'animate-fade-in' : 'opacity-0'} ${imageClassName}`}
          onLoad={() => {
            loadedUrls.add(src);
            setStatus('loaded');
          }}
          onError={() => {
            // Forget the URL so a later mount retries instead of trusting a stale cache.
            loadedUrls.delete(src);
            setStatus('error');
            onError?.(src);
          }}
        />
      )}
    </div>
  );
}
