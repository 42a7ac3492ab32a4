'use client';

import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';

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
    // SPEC.md section 9: start loading 100 px before the viewport, at 10 % visibility.
    { rootMargin: '100px', threshold: 0.1 },
  );
  listeners.set(element, onVisible);
  observer.observe(element);
  return () => {
    listeners.delete(element);
    observer?.unobserve(element);
  };
}

export type PlaceholderMode = 'blur' | 'empty' | { image: string };

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

// A soft, neutral wash shown blurred while the image loads (the default "blur" mode).
const defaultBlur =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 5'%3E%3Cfilter id='b'%3E%3CfeGaussianBlur stdDeviation='1'/%3E%3C/filter%3E%3Cg filter='url(%23b)'%3E%3Crect width='8' height='5' fill='%23e5e1dc'/%3E%3Ccircle cx='2' cy='2' r='2' fill='%23d6cfc7'/%3E%3Ccircle cx='6' cy='3' r='2' fill='%23ece7e1'/%3E%3C/g%3E%3C/svg%3E\")";

export function LazyImage({
  src,
  alt,
  width,
  height,
  fill = false,
  sizes = '100vw',
  quality = 75,
  priority = false,
  placeholder = 'blur',
  className = '',
  imageClassName = '',
  fit = 'cover',
  onError,
  describedBy,
}: LazyImageProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>(() =>
    priority ? 'loading' : loadedUrls.has(src) ? 'loaded' : 'idle',
  );

  useEffect(() => {
    if (status !== 'idle' || !boxRef.current) return;
    return observe(boxRef.current, () => setStatus('loading'));
  }, [status]);

  const placeholderBackground =
    placeholder === 'empty'
      ? undefined
      : placeholder === 'blur'
        ? defaultBlur
        : `url("${placeholder.image}")`;

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
      className={`overflow-hidden bg-neutral-200 ${fill ? 'absolute inset-0' : 'relative w-full'} ${className}`}
      style={{
        ...boxStyle,
        backgroundImage: status === 'loaded' || status === 'error' ? undefined : placeholderBackground,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      {status === 'error' ? (
        <div {...(alt ? { role: 'img', 'aria-label': `${alt} (image unavailable)`, 'aria-describedby': describedBy } : { 'aria-hidden': true })} className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-neutral-300 text-neutral-700">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="1.8">
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <path d="m3 16 5-5 4 4 3-3 6 6M15 9.5a1.5 1.5 0 1 0 0-.01" />
          </svg>
          <span className="text-sm font-medium">Image unavailable</span>
        </div>
      ) : status !== 'idle' ? (
        <Image
          src={src}
          alt={alt}
          aria-describedby={describedBy}
          fill
          sizes={sizes}
          quality={quality}
          preload={priority}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className={`${fit === 'contain' ? 'object-contain' : 'object-cover'} ${priority ? '' : status === 'loaded' ? 'animate-fade-in' : 'opacity-0'} ${imageClassName}`}
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
      ) : null}
    </div>
  );
}
