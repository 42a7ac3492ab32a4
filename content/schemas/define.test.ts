import { z } from 'zod';
import { ContentError, defineContent } from './define';
import { speakerSchema } from './speakers';

describe('defineContent', () => {
  it('returns valid data unchanged', () => {
    const data = [{ src: '/media/speakers/2025/speaker-01.webp', alt: 'Portrait', name: 'Ada', title: 'Producer' }];
    expect(defineContent('content/x.ts', z.array(speakerSchema), data)).toEqual(data);
  });

  it('accepts a picture on the hosted media service, not one on any other host', () => {
    const hosted = [
      {
        src: 'https://res.cloudinary.com/acm/image/upload/v1/ada.jpg',
        alt: 'Portrait',
        name: 'Ada',
        title: 'Producer',
      },
    ];
    expect(defineContent('content/x.ts', z.array(speakerSchema), hosted)).toEqual(hosted);
    const elsewhere = [{ ...hosted[0], src: 'http://res.cloudinary.com/acm/image/upload/v1/ada.jpg' }];
    expect(() => defineContent('content/x.ts', z.array(speakerSchema), elsewhere)).toThrow(ContentError);
  });

  it('fails on a broken entry, naming the file and the field', () => {
    const broken = [
      { src: '/media/speakers/2025/speaker-01.webp', alt: 'Portrait', name: 'Ada', title: 'Producer' },
      { src: 'https://cdn.example.com/x.jpg', alt: 'Portrait', name: '   ', title: 'Director' },
    ];
    expect(() => defineContent('content/speakers.ts', z.array(speakerSchema), broken)).toThrow(ContentError);
    try {
      defineContent('content/speakers.ts', z.array(speakerSchema), broken);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('content/speakers.ts');
      expect(message).toContain('[1].src');
      expect(message).toContain('[1].name');
    }
  });
});
