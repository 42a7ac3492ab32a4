import { expect, test } from './support/test';

/**
 * Whatever a visitor puts in the image optimiser's url, w and q, the answer is a 4xx, never a
 * 5xx (a traversal path used to answer 500 through the optimiser's internal fetch).
 */
const picture = '/media/gallery/gallery-001.webp';

const bad: [string, string][] = [
  ['a traversal path', '/media/../../package.json'],
  ['a traversal back into media', '/media/../media/gallery/gallery-001.webp'],
  ['an encoded traversal', '/media/%2e%2e/%2e%2e/package.json'],
  ['a double-encoded traversal', '/media/%252e%252e/package.json'],
  ['a backslash traversal', '/media/..\\..\\package.json'],
  ['a file outside media', '/package.json'],
  ['a page', '/about'],
  ['another host', 'https://example.org/picture.webp'],
  ['a protocol-relative host', '//example.org/picture.webp'],
  ['a missing file', '/media/gallery/missing.webp'],
  ['a file that is not an image', '/media/schedule/2025/acm-2025-events-guide.pdf'],
  ['no url at all', ''],
];

test.describe('image optimiser', () => {
  test('serves one of our pictures', async ({ request }) => {
    const response = await request.get(`/_next/image?url=${encodeURIComponent(picture)}&w=480&q=75`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  });

  for (const [name, url] of bad) {
    test(`answers 4xx for ${name}`, async ({ request }) => {
      const response = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=480&q=75`);
      expect(response.status(), url).toBeGreaterThanOrEqual(400);
      expect(response.status(), url).toBeLessThan(500);
    });
  }

  test('answers 4xx for the same traversal written raw in the query string', async ({ request }) => {
    const response = await request.get('/_next/image?url=/media/../../package.json&w=480&q=75');
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
  });

  for (const [name, query] of [
    ['a huge width', 'w=100000&q=75'],
    ['a width not in the list', 'w=481&q=75'],
    ['a negative width', 'w=-1&q=75'],
    ['a quality not in the list', 'w=480&q=100'],
    ['a quality that is not a number', 'w=480&q=abc'],
    ['no width', 'q=75'],
  ] as const) {
    test(`answers 4xx for ${name}`, async ({ request }) => {
      const response = await request.get(`/_next/image?url=${encodeURIComponent(picture)}&${query}`);
      expect(response.status(), query).toBeGreaterThanOrEqual(400);
      expect(response.status(), query).toBeLessThan(500);
    });
  }
});
