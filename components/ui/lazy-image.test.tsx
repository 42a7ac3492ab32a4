import { act, fireEvent, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { LazyImage } from './lazy-image';
import { enterViewport, installIntersectionObserver, intersectionObservers } from './test-support/browser-fakes';
import { EnglishTexts, renderInEnglish } from '@/components/ui/test-support/texts';

beforeAll(() => {
  installIntersectionObserver();
});

function box(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('[data-status]');
  if (!element) throw new Error('no lazy image box');
  return element;
}

function show(container: HTMLElement) {
  act(() => enterViewport(box(container)));
}

/** next/image reports load and error after `img.decode()` settles, a microtask later. */
async function loadImage(img: HTMLElement) {
  await act(async () => {
    fireEvent.load(img);
  });
}

async function failImage(img: HTMLElement) {
  await act(async () => {
    fireEvent.error(img);
  });
}

describe('LazyImage', () => {
  it('sends a lazily loading <img> in <noscript> for browsers that run no script, and none for priority images', () => {
    const html = renderToString(
      <EnglishTexts>
        <LazyImage src="/media/gallery/gallery-007.webp" alt="Stage" width={1200} height={800} sizes="50vw" />
      </EnglishTexts>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    // DOMParser parses with scripting off, as a browser that runs no script does.
    const fallback = doc.querySelector('noscript img');
    expect(fallback?.getAttribute('loading')).toBe('lazy');
    expect(fallback?.getAttribute('src')).toMatch(
      /^\/_next\/image\?url=%2Fmedia%2Fgallery%2Fgallery-007\.webp&w=\d+&q=75$/,
    );
    expect(Number(/&w=(\d+)/.exec(fallback?.getAttribute('src') ?? '')?.[1])).toBeGreaterThanOrEqual(640);
    expect(doc.querySelector('[data-status]')?.getAttribute('aria-label')).toBe('Stage');

    const priority = renderToString(
      <EnglishTexts>
        <LazyImage src="/media/gallery/hero-01.webp" alt="Hero" width={1600} height={900} priority />
      </EnglishTexts>,
    );
    expect(priority).not.toContain('<noscript>');
  });

  it('renders no fallback in the browser, where the observer loads the picture', () => {
    const { container } = renderInEnglish(
      <LazyImage src="/media/gallery/gallery-007.webp" alt="Stage" width={1200} height={800} />,
    );
    expect(container.querySelector('noscript img')).toBeNull();
  });

  it('loads a priority image at once, eagerly and with high fetch priority', () => {
    const { container } = renderInEnglish(
      <LazyImage src="/media/gallery/hero-01.webp" alt="Hero" width={1600} height={900} priority />,
    );
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(box(container)).toHaveAttribute('data-status', 'loading');
  });

  it('waits for the viewport (100 px margin, 10 % visible) before loading other images', () => {
    const { container } = renderInEnglish(
      <LazyImage src="/media/gallery/gallery-001.webp" alt="Panel" width={800} height={600} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(box(container)).toHaveAttribute('data-status', 'idle');
    // Screen readers still get the alt text before the image loads.
    expect(screen.getByRole('img', { name: 'Panel' })).toBe(box(container));

    const watching = intersectionObservers.filter((record) => record.targets.has(box(container)));
    expect(watching).toHaveLength(1);
    expect(watching[0].options).toEqual({ rootMargin: '100px', threshold: 0.1 });

    show(container);
    expect(screen.getByRole('img', { name: 'Panel' }).tagName).toBe('IMG');
    expect(screen.getByRole('img', { name: 'Panel' })).toHaveAttribute('loading', 'lazy');
    expect(box(container)).toHaveAttribute('data-status', 'loading');
    // Once started it is no longer watched.
    expect(watching[0].targets.has(box(container))).toBe(false);
  });

  it('fades the image in once loaded, and shows a loaded URL at once when mounted again', async () => {
    const first = renderInEnglish(
      <LazyImage src="/media/gallery/gallery-002.webp" alt="Audience" width={800} height={600} />,
    );
    show(first.container);
    const img = screen.getByRole('img', { name: 'Audience' });
    expect(img.className).toContain('opacity-0');
    await loadImage(img);
    expect(box(first.container)).toHaveAttribute('data-status', 'loaded');
    expect(img.className).toContain('animate-fade-in');
    first.unmount();

    const again = renderInEnglish(
      <LazyImage src="/media/gallery/gallery-002.webp" alt="Audience" width={800} height={600} />,
    );
    expect(box(again.container)).toHaveAttribute('data-status', 'loaded');
    expect(screen.getByRole('img', { name: 'Audience' })).toBeInTheDocument();
  });

  it('shows "Image unavailable" on error, calls onError, and retries on the next mount', async () => {
    const src = '/media/gallery/gallery-003.webp';
    // Loaded once, so cached...
    const cached = renderInEnglish(<LazyImage src={src} alt="Runway" width={800} height={600} />);
    show(cached.container);
    await loadImage(screen.getByRole('img', { name: 'Runway' }));
    cached.unmount();

    // ...then failing: the panel replaces the image and the callback hears of it.
    const onError = jest.fn();
    const failing = renderInEnglish(<LazyImage src={src} alt="Runway" width={800} height={600} onError={onError} />);
    await failImage(screen.getByRole('img', { name: 'Runway' }));
    expect(screen.getByText('Image unavailable')).toBeInTheDocument();
    expect(box(failing.container)).toHaveAttribute('data-status', 'error');
    expect(onError).toHaveBeenCalledWith(src);
    expect(failing.container.querySelector('img')).toBeNull();
    failing.unmount();

    // The URL left the cache: a new mount waits for the viewport and asks the server again.
    const retry = renderInEnglish(<LazyImage src={src} alt="Runway" width={800} height={600} />);
    expect(box(retry.container)).toHaveAttribute('data-status', 'idle');
    expect(screen.queryByText('Image unavailable')).toBeNull();
    show(retry.container);
    expect(screen.getByRole('img', { name: 'Runway' })).toBeInTheDocument();
  });

  it('requests our pictures from the optimiser and hosted ones from their own service', () => {
    renderInEnglish(
      <LazyImage src="/media/gallery/gallery-005.webp" alt="Ours" width={800} height={600} sizes="100vw" priority />,
    );
    const ours = screen.getByRole('img', { name: 'Ours' });
    expect(ours.getAttribute('srcset')).toContain(
      '/_next/image?url=%2Fmedia%2Fgallery%2Fgallery-005.webp&w=768&q=75 768w',
    );

    renderInEnglish(
      <LazyImage
        src="https://res.cloudinary.com/acm/image/upload/v1/ada.jpg"
        alt="Hosted"
        width={800}
        height={600}
        sizes="100vw"
        priority
      />,
    );
    const hosted = screen.getByRole('img', { name: 'Hosted' });
    expect(hosted.getAttribute('srcset')).toContain(
      'https://res.cloudinary.com/acm/image/upload/f_webp,q_75,w_768/v1/ada.jpg 768w',
    );
    expect(hosted.getAttribute('srcset')).not.toContain('/_next/image');
    expect(hosted).toHaveAttribute('sizes', '100vw');
  });

  it('keeps the alt text on the error panel for screen readers', async () => {
    renderInEnglish(<LazyImage src="/media/gallery/gallery-004.webp" alt="Booths" width={800} height={600} priority />);
    await failImage(screen.getByRole('img', { name: 'Booths' }));
    expect(screen.getByRole('img', { name: 'Booths (image unavailable)' })).toHaveTextContent('Image unavailable');
  });

  it('stays silent for screen readers when decorative (empty alt), also on error', async () => {
    const { container } = renderInEnglish(
      <LazyImage src="/media/events/2025/event-01.webp" alt="" width={1200} height={800} />,
    );
    expect(box(container)).not.toHaveAttribute('role');
    show(container);
    await failImage(container.querySelector('img') as HTMLElement);
    expect(screen.getByText('Image unavailable').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('reserves the box from width and height so nothing shifts', () => {
    const { container } = renderInEnglish(
      <LazyImage src="/media/gallery/gallery-005.webp" alt="Music" width={800} height={600} />,
    );
    expect(box(container).style.aspectRatio).toBe('800 / 600');
  });

  it('shows a blurred wash while loading by default, and drops it once loaded', async () => {
    const { container } = renderInEnglish(
      <LazyImage src="/media/gallery/gallery-006.webp" alt="Delegates" width={800} height={600} />,
    );
    expect(box(container).className).toContain('bg-neutral-200');
    expect(box(container).classList).toContain('placeholder-blur');
    // The class is one utility of the site's stylesheet: a blurred SVG wash.
    const css = readFileSync(path.join(__dirname, '../../app/site.inline.css'), 'utf8');
    expect(css).toMatch(
      /@utility placeholder-blur\s*\{[^}]*background-image:\s*url\("data:image\/svg\+xml,[^"]*feGaussianBlur/,
    );
    show(container);
    await loadImage(screen.getByRole('img', { name: 'Delegates' }));
    expect(box(container).classList).not.toContain('placeholder-blur');
  });

  it('shows only the light-grey background with the empty placeholder', async () => {
    const { container } = renderInEnglish(
      <LazyImage src="/media/gallery/gallery-007.webp" alt="Panel" width={800} height={600} placeholder="empty" />,
    );
    expect(box(container).style.backgroundImage).toBe('');
    expect(box(container).classList).not.toContain('placeholder-blur');
    expect(box(container).className).toContain('bg-neutral-200');
  });

  it('shows a custom placeholder image until the image has loaded', async () => {
    const { container } = renderInEnglish(
      <LazyImage
        src="/media/gallery/gallery-008.webp"
        alt="Keynote"
        width={800}
        height={600}
        placeholder={{ image: '/media/gallery/tiny.webp' }}
      />,
    );
    expect(box(container).style.backgroundImage).toMatch(/^url\("?\/media\/gallery\/tiny\.webp"?\)$/);
    show(container);
    await loadImage(screen.getByRole('img', { name: 'Keynote' }));
    expect(box(container).style.backgroundImage).toBe('');
  });
});
