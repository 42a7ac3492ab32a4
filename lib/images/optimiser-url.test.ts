/** @jest-environment node */
import { getImageProps } from 'next/image';
import { isOptimisableMediaPath, optimiserUrl, responsiveAttributes, srcSetWidths } from './optimiser-url';

describe('optimiser URLs', () => {
  it.each([
    ['/media/gallery/gallery-001.webp', '(min-width: 1280px) 300px, (min-width: 768px) 33vw, 100vw', 75],
    ['/media/speakers/Adébáyọ̀ & co.webp', '100vw', 60],
    ['/media/news/article-1.webp', '(min-width: 832px) 768px, 100vw', 75],
  ])('rebuild exactly the src, srcset and sizes next/image gives for %s', (path, sizes, quality) => {
    const expected = getImageProps({ src: path, alt: '', fill: true, sizes, quality }).props;
    const widths = srcSetWidths(expected.srcSet ?? '');
    expect(widths.length).toBeGreaterThan(2);
    expect(responsiveAttributes({ path, widths, quality, sizes })).toEqual({
      src: expected.src,
      srcSet: expected.srcSet,
      sizes: expected.sizes,
    });
  });

  it('asks the hosted media service and the placeholder CDN for each width themselves', () => {
    const sizes = '100vw';
    expect(
      responsiveAttributes({
        path: 'https://res.cloudinary.com/acm/image/upload/v1/ada.jpg',
        widths: [480, 768],
        quality: 75,
        sizes,
      }),
    ).toEqual({
      src: 'https://res.cloudinary.com/acm/image/upload/f_webp,q_75,w_768/v1/ada.jpg',
      srcSet:
        'https://res.cloudinary.com/acm/image/upload/f_webp,q_75,w_480/v1/ada.jpg 480w, https://res.cloudinary.com/acm/image/upload/f_webp,q_75,w_768/v1/ada.jpg 768w',
      sizes,
    });
    expect(
      responsiveAttributes({ path: 'https://placehold.co/600x400', widths: [480], quality: 60, sizes }).srcSet,
    ).toBe('https://placehold.co/600x400?w=480&q=60&f=webp 480w');
  });

  it('passes any other URL through without a srcset', () => {
    const data = 'data:image/png;base64,iVBORw0KGgo=';
    expect(responsiveAttributes({ path: data, widths: [480, 768], quality: 75, sizes: '100vw' })).toEqual({
      src: data,
    });
  });

  it('encodes the path so a query or space in it cannot break the URL', () => {
    expect(optimiserUrl('/media/a b?x=1&y.webp', 480, 75)).toBe(
      '/_next/image?url=%2Fmedia%2Fa%20b%3Fx%3D1%26y.webp&w=480&q=75',
    );
  });

  it('reads the widths of a srcset', () => {
    expect(srcSetWidths('/a.webp?w=480 480w, /a.webp?w=768 768w')).toEqual([480, 768]);
    expect(srcSetWidths('')).toEqual([]);
  });
});

describe('isOptimisableMediaPath', () => {
  it.each([
    '/media/gallery/gallery-001.webp',
    '/media/home/hero-poster.webp',
    '/media/speakers/2025/speaker-01.webp',
    '/media/a.b-c.png',
  ])('accepts %s', (url) => {
    expect(isOptimisableMediaPath(url)).toBe(true);
  });

  it.each([
    null,
    '',
    '/media/../../package.json',
    '/media/../media/a.webp',
    '/media/%2e%2e/package.json',
    '/media/..%2fpackage.json',
    '/media/a\\..\\b.webp',
    '/media//a.webp',
    '/media/a.webp?x=1',
    '/package.json',
    '/media/guide.pdf',
    'https://example.org/media/a.webp',
    '//example.org/media/a.webp',
  ])('refuses %s', (url) => {
    expect(isOptimisableMediaPath(url)).toBe(false);
  });
});
