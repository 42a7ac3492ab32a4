/** @jest-environment node */
import { editionGalleryImages, galleryThemes } from './gallery';
import { editionGalleryImages as frEditionGalleryImages } from './fr/gallery';
import { editionGalleryShots, galleryShotKey } from './gallery-shots';

describe('the 2025 gallery pictures', () => {
  it('are 24 to 40 pictures, no two with the same theme in the same light or at the same time', () => {
    expect(editionGalleryShots.length).toBeGreaterThanOrEqual(24);
    expect(editionGalleryShots.length).toBeLessThanOrEqual(40);
    expect(new Set(editionGalleryShots.map(galleryShotKey)).size).toBe(editionGalleryShots.length);
  });

  it('never put the same theme side by side, even across a row of four', () => {
    editionGalleryShots.forEach((shot, index) => {
      const row = editionGalleryShots.slice(Math.max(0, index - 3), index);
      expect(row.map((other) => other.theme)).not.toContain(shot.theme);
    });
  });

  it('use every theme, and a time of day only for the open-air ones', () => {
    expect(new Set(editionGalleryShots.map((shot) => shot.theme))).toEqual(
      new Set(galleryThemes.map((theme) => theme.id)),
    );
    for (const shot of editionGalleryShots.filter((s) => 'time' in s))
      expect(['outdoor', 'gate']).toContain(shot.theme);
  });

  it('have alt texts that say what each shows, in both languages', () => {
    expect(editionGalleryImages[0].alt).toBe(
      'Audience at a keynote session under red and orange lights, Africa Creative Market 2025, photo 1',
    );
    expect(frEditionGalleryImages[14].alt).toBe(
      'Stands et visiteurs dans la cour extérieure de nuit, Africa Creative Market 2025, photo 15',
    );
    expect(frEditionGalleryImages.map((image) => image.url)).toEqual(editionGalleryImages.map((image) => image.url));
    expect(new Set(editionGalleryImages.map((image) => image.url)).size).toBe(editionGalleryImages.length);
  });
});
