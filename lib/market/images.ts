import 'server-only';
import sharp from 'sharp';
import type { Db, Queryable } from '@/lib/db';
import { PICTURE_MAX_BYTES } from './images-url';

/**
 * A profile's logo or photo. What the owner uploads is never served as it came: it is decoded,
 * turned upright, shrunk to at most 1200 px on its long side and encoded again as WebP, which
 * drops its metadata (EXIF with the camera's GPS position, XMP, ICC profiles). Only JPEG, PNG
 * and WebP are read, up to 5 MB; anything else is refused before sharp decodes it.
 */

const PICTURE_MAX_SIDE = 1200;

export type PictureProblem = 'empty' | 'too-large' | 'type' | 'unreadable';
export type Picture = { webp: Buffer; width: number; height: number };

/** The formats a file's first bytes name (its declared type is the browser's guess and not trusted). */
function sniff(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(1, 4) === 'PNG' && bytes[0] === 0x89) return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export async function reencodePicture(
  bytes: Uint8Array,
): Promise<{ ok: true; picture: Picture } | { ok: false; problem: PictureProblem }> {
  if (bytes.byteLength === 0) return { ok: false, problem: 'empty' };
  if (bytes.byteLength > PICTURE_MAX_BYTES) return { ok: false, problem: 'too-large' };
  const format = sniff(bytes);
  if (!format) return { ok: false, problem: 'type' };
  try {
    // A decompression bomb (a small file that claims a huge canvas) is refused by sharp's pixel limit.
    const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: PICTURE_MAX_SIDE, height: PICTURE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, picture: { webp: data, width: info.width, height: info.height } };
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}

/**
 * Stores a participant's new picture in place of the old one and sends the profile back to
 * review, as an edit of its words does (a picture is moderated like them). Needs a profile.
 */
export async function savePicture(db: Db, personId: string, picture: Picture, now: number): Promise<boolean> {
  const profile = await db.kysely
    .selectFrom('market_profiles')
    .select('person_id')
    .where('person_id', '=', personId)
    .executeTakeFirst();
  if (!profile) return false;
  const row = { webp: picture.webp, width: picture.width, height: picture.height, updated_at: now };
  await db.atomic([
    db.kysely
      .insertInto('market_profile_images')
      .values({ person_id: personId, ...row })
      .onConflict((conflict) => conflict.column('person_id').doUpdateSet(row)),
    db.kysely
      .updateTable('market_profiles')
      .set({ has_image: 1, status: 'pending', reason: null, updated_at: now })
      .where('person_id', '=', personId),
  ]);
  return true;
}

/** Removes the picture (the directory then shows the initials); the profile's status stays. */
export async function removePicture(db: Db, personId: string, now: number): Promise<void> {
  await db.atomic([
    db.kysely.deleteFrom('market_profile_images').where('person_id', '=', personId),
    db.kysely.updateTable('market_profiles').set({ has_image: 0, updated_at: now }).where('person_id', '=', personId),
  ]);
}

/** Who may see a picture: anyone once its profile is published; its owner and organisers before. */
export type PictureViewer = { personId: string | null; organiser: boolean };

/** The picture of the profile at `slug`, for this viewer, or null. */
export async function pictureFor(
  db: Queryable,
  slug: string,
  viewer: () => Promise<PictureViewer>,
): Promise<{ webp: Uint8Array; updatedAt: number; published: boolean } | null> {
  const row = await db.kysely
    .selectFrom('market_profiles as p')
    .innerJoin('market_profile_images as i', 'i.person_id', 'p.person_id')
    .select(['p.person_id', 'p.status', 'i.webp', 'i.updated_at'])
    .where('p.slug', '=', slug)
    .where('p.has_image', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const published = row.status === 'published';
  if (!published) {
    const who = await viewer();
    if (!who.organiser && who.personId !== row.person_id) return null;
  }
  return { webp: row.webp, updatedAt: Number(row.updated_at), published };
}

/** The picture at one of the served widths (the stored one when it is no wider). */
export async function pictureAtWidth(webp: Uint8Array, width: number): Promise<Uint8Array> {
  const { width: stored = 0 } = await sharp(webp).metadata();
  if (stored <= width) return webp;
  return sharp(webp).resize({ width }).webp({ quality: 78 }).toBuffer();
}
