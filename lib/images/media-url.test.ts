/** @jest-environment node */
import { imageService, rewriteImageUrl } from './media-url';

const hosted = 'https://res.cloudinary.com/acm/image/upload/v1718000000/speakers/ada.jpg';

describe('rewriteImageUrl', () => {
  it('asks the hosted media service for webp at quality 75, in a segment after the upload segment', () => {
    expect(rewriteImageUrl(hosted)).toBe(
      'https://res.cloudinary.com/acm/image/upload/f_webp,q_75/v1718000000/speakers/ada.jpg',
    );
  });

  it('adds the width when one is asked for, and honours another quality', () => {
    expect(rewriteImageUrl(hosted, { width: 768, quality: 60 })).toBe(
      'https://res.cloudinary.com/acm/image/upload/f_webp,q_60,w_768/v1718000000/speakers/ada.jpg',
    );
  });

  it('gives placeholder CDN URLs w, q and f query parameters, keeping their own', () => {
    expect(rewriteImageUrl('https://placehold.co/600x400?text=ACM', { width: 480 })).toBe(
      'https://placehold.co/600x400?text=ACM&w=480&q=75&f=webp',
    );
    expect(rewriteImageUrl('https://placehold.co/600x400?w=1&q=2&f=png', { width: 480 })).toBe(
      'https://placehold.co/600x400?w=480&q=75&f=webp',
    );
  });

  it.each([
    ['a data URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['a blob URL', 'blob:https://africacreativemarket.com/1b2c3d'],
    ['another host', 'https://example.com/upload/picture.jpg'],
    ['the media host without an upload segment', 'https://res.cloudinary.com/acm/raw/list.json'],
    ['a site path', '/media/gallery/gallery-001.webp'],
  ])('leaves %s unchanged', (_what, url) => {
    expect(rewriteImageUrl(url, { width: 480 })).toBe(url);
  });
});

describe('imageService', () => {
  it('tells who resizes a picture', () => {
    expect(imageService('/media/a.webp')).toBe('optimiser');
    expect(imageService('//res.cloudinary.com/acm/image/upload/a.jpg')).toBe('none');
    expect(imageService(hosted)).toBe('hosted-media');
    expect(imageService('https://PLACEHOLD.CO/600x400')).toBe('placeholder-cdn');
    expect(imageService('javascript:alert(1)')).toBe('none');
  });
});
