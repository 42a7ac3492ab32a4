import 'server-only';
import { localeOf } from '@/lib/i18n';
import { currentParticipant } from '@/lib/authz/participant';
import { requestByOrganiser } from '@/lib/authz';
import { fail, isFromOurSite, seeOther } from '@/lib/http';
import { pictureAtWidth, pictureFor, reencodePicture, removePicture, savePicture } from '@/lib/market/images';
import { PICTURE_MAX_BYTES, parsePictureFile, PICTURE_WIDTHS } from '@/lib/market/images-url';
import { localePath } from '@/lib/routes';
import { marketRuntime } from '@/lib/runtime';

/**
 * The market's picture routes: the owner's upload (a form posted without script: it answers
 * with a redirect to the editor naming what happened) and the pictures themselves.
 */

/** Uploads a participant may make an hour: sharp's work is not free, and nobody needs more. */
const UPLOADS_PER_HOUR = 20;
/** Room for the multipart framing and the other fields around a 5 MB file. */
const FRAMING_BYTES = 64 * 1024;

export async function uploadPicture(request: Request): Promise<Response> {
  if (!isFromOurSite(request)) return fail(403, 'Cross-origin requests are not allowed.');
  const url = new URL(request.url);
  const locale = localeOf(url.searchParams.get('locale'));
  const length = Number(request.headers.get('content-length') ?? NaN);
  const back = (answer: string, lang = locale) =>
    seeOther(request, localePath(lang, `/market/me/profile?picture=${answer}#picture-heading`));
  if (!Number.isFinite(length)) return fail(411, 'A picture upload must say its length.');
  // Refused before the body is read: a browser shows the answer once it has sent the file.
  if (length > PICTURE_MAX_BYTES + FRAMING_BYTES) return back('too-large');

  const participant = await currentParticipant(request.headers);
  if (!participant) return seeOther(request, localePath(locale, '/market/sign-in'));
  const form = await request.formData().catch(() => null);
  if (!form) return back('unreadable');
  const lang = localeOf(form.get('locale'));
  const { db, counters } = await marketRuntime();
  const now = Date.now();
  if (form.get('remove') === 'yes') {
    await removePicture(db, participant.id, now);
    return back('removed', lang);
  }
  const file = form.get('picture');
  if (!(file instanceof File) || file.size === 0) return back('empty', lang);
  const hits = await counters.hit(`market-picture:${participant.id}`, 60 * 60_000, now);
  if (hits.count > UPLOADS_PER_HOUR) return back('limited', lang);
  const result = await reencodePicture(new Uint8Array(await file.arrayBuffer()));
  if (!result.ok) return back(result.problem, lang);
  if (!(await savePicture(db, participant.id, result.picture, now))) return back('empty', lang);
  return back('saved', lang);
}

const cacheForGood = 'public, max-age=31536000, immutable';

/**
 * GET /api/market/images/{slug}/{version}-{width}.webp: a published profile's picture to anyone;
 * before publication, to its owner and organisers only (never stored by a shared cache). The
 * current version's address is cached for good; an older version's answers the current picture
 * briefly, as a page cached before a new upload may still name it.
 */
export async function servePicture(request: Request, slug: string, file: string): Promise<Response> {
  const asked = parsePictureFile(file);
  if (!asked || !(PICTURE_WIDTHS as readonly number[]).includes(asked.width)) return fail(404, 'No such picture.');
  const { db } = await marketRuntime();
  const picture = await pictureFor(db, slug, async () => {
    const [participant, organiser] = await Promise.all([
      currentParticipant(request.headers),
      requestByOrganiser(request),
    ]);
    return { personId: participant?.id ?? null, organiser };
  });
  if (!picture) return fail(404, 'No such picture.');
  const body = await pictureAtWidth(picture.webp, asked.width);
  const cache = !picture.published
    ? 'private, no-store'
    : picture.updatedAt === asked.version
      ? cacheForGood
      : 'public, max-age=60';
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': cache,
      'X-Content-Type-Options': 'nosniff',
      'Content-Length': String(body.byteLength),
    },
  });
}
