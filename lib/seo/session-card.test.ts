/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fillMetadataSegment } from 'next/dist/lib/metadata/get-metadata-route';
import { sessionCardAlt, sessionCardImage, sessionCardPath } from './session-card';

describe('a session’s link-preview card', () => {
  it('is named where Next serves opengraph-image.tsx, in each language', () => {
    expect(existsSync(path.join(process.cwd(), 'app/[locale]/(site)/programme/[session]/opengraph-image.tsx'))).toBe(
      true,
    );
    for (const locale of ['en', 'fr'] as const) {
      const next = fillMetadataSegment(
        '/[locale]/(site)/programme/[session]',
        { locale, session: '104-doors-open' },
        'opengraph-image',
        false,
      );
      expect(sessionCardPath(locale, '/programme/104-doors-open')).toBe(next);
    }
    expect(sessionCardPath('fr', '/programme/104-doors-open')).toMatch(
      /^\/fr\/programme\/104-doors-open\/opengraph-image-\w+$/,
    );
  });

  it('is described in the page’s language', () => {
    expect(sessionCardAlt('en')).toBe('A session of Africa Creative Market 2025');
    // English pages keep the card Next names from the image file (its alt export, its content hash).
    expect(sessionCardImage('en', '/programme/104-x')).toBeNull();
    expect(sessionCardImage('fr', '/programme/104-x')).toMatchObject({
      alt: 'Une session d’Africa Creative Market 2025',
      url: expect.stringMatching(/^\/fr\//),
      width: 1200,
      height: 630,
      type: 'image/png',
    });
  });
});
