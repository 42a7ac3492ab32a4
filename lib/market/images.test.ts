/** @jest-environment node */
import sharp from 'sharp';
import { PICTURE_MAX_BYTES } from './images-url';
import { pictureAtWidth, reencodePicture } from './images';

/** A real camera-like JPEG: 3000×2000, with EXIF (a GPS position and the owner's name) and an ICC profile. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 184, g: 54, b: 15 } } })
    .jpeg({ quality: 90 })
    .withMetadata({
      exif: {
        IFD0: { Artist: 'Ngozi Okafor', Copyright: 'Lagos Reel' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1' },
      },
      icc: 'p3',
    })
    .toBuffer();
}

describe('a profile picture', () => {
  it('comes out as WebP, at most 1200 px, without any metadata', async () => {
    const jpeg = await cameraJpeg();
    const before = await sharp(jpeg).metadata();
    expect(before.exif).toBeDefined();
    expect(before.icc).toBeDefined();
    const result = await reencodePicture(jpeg);
    if (!result.ok) throw new Error(result.problem);
    const after = await sharp(result.picture.webp).metadata();
    expect(after.format).toBe('webp');
    expect([after.width, after.height]).toEqual([1200, 800]);
    expect([result.picture.width, result.picture.height]).toEqual([1200, 800]);
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(result.picture.webp.includes(Buffer.from('Ngozi'))).toBe(false);
  });

  it('is turned upright by its EXIF orientation before the orientation is dropped', async () => {
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#2d0f3f' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await reencodePicture(sideways);
    if (!result.ok) throw new Error(result.problem);
    const after = await sharp(result.picture.webp).metadata();
    expect([after.width, after.height, after.orientation]).toEqual([200, 400, undefined]);
  });

  it('keeps a small PNG at its size, and serves narrower copies', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#0b6e4f' } })
      .png()
      .toBuffer();
    const result = await reencodePicture(png);
    if (!result.ok) throw new Error(result.problem);
    expect([result.picture.width, result.picture.height]).toEqual([300, 300]);
    const card = await sharp(await pictureAtWidth(result.picture.webp, 160)).metadata();
    expect([card.format, card.width]).toEqual(['webp', 160]);
    expect(await pictureAtWidth(result.picture.webp, 480)).toBe(result.picture.webp);
  });

  it('refuses an oversize file, a file of another type and a broken one', async () => {
    const big = new Uint8Array(PICTURE_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await reencodePicture(big)).toEqual({ ok: false, problem: 'too-large' });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(await reencodePicture(gif)).toEqual({ ok: false, problem: 'type' });
    expect(await reencodePicture(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      ok: false,
      problem: 'type',
    });
    expect(await reencodePicture(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
    const truncated = (await cameraJpeg()).subarray(0, 2000);
    expect(await reencodePicture(truncated)).toEqual({ ok: false, problem: 'unreadable' });
  });
});
