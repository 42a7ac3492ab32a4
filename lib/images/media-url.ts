/**
 * Pictures that live on another service (SPEC.md section 7, "Images"). Our own media under
 * /media goes through the Next.js image optimiser (optimiser-url.ts); pictures on the hosted
 * media service or the placeholder CDN are resized by those services instead, by rewriting
 * their URLs:
 * - hosted media service: webp, quality 75 by default and, when asked, a width, as a
 *   transformation segment right after the upload segment of the path;
 * - placeholder CDN: w, q and f query parameters;
 * - data: and blob: URLs, and any other URL, pass unchanged.
 * The hosts are listed here (and allowed in the CSP's img-src): adding one is one line.
 */
export const HOSTED_MEDIA_HOSTS = ['res.cloudinary.com'] as const;
export const PLACEHOLDER_CDN_HOSTS = ['placehold.co'] as const;

export const DEFAULT_IMAGE_QUALITY = 75;
export const DEFAULT_IMAGE_FORMAT = 'webp';

export type ImageRequest = { width?: number; quality?: number; format?: string };

const UPLOAD_SEGMENT = '/upload/';

function parseHttpUrl(url: string): URL | null {
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) return null;
  return new URL(url);
}

/** Which service resizes this picture: ours (a site path), a known service, or nobody. */
export function imageService(url: string): 'optimiser' | 'hosted-media' | 'placeholder-cdn' | 'none' {
  if (url.startsWith('/') && !url.startsWith('//')) return 'optimiser';
  const parsed = parseHttpUrl(url);
  if (!parsed) return 'none';
  const host = parsed.hostname.toLowerCase();
  if ((HOSTED_MEDIA_HOSTS as readonly string[]).includes(host) && parsed.pathname.includes(UPLOAD_SEGMENT)) return 'hosted-media';
  if ((PLACEHOLDER_CDN_HOSTS as readonly string[]).includes(host)) return 'placeholder-cdn';
  return 'none';
}

/** The URL that asks the picture's service for this width, quality and format. */
export function rewriteImageUrl(url: string, request: ImageRequest = {}): string {
  const { width, quality = DEFAULT_IMAGE_QUALITY, format = DEFAULT_IMAGE_FORMAT } = request;
  const service = imageService(url);
  if (service === 'hosted-media') {
    const parsed = new URL(url);
    const at = parsed.pathname.indexOf(UPLOAD_SEGMENT) + UPLOAD_SEGMENT.length;
    const transformation = [`f_${format}`, `q_${quality}`, ...(width ? [`w_${width}`] : [])].join(',');
    parsed.pathname = `${parsed.pathname.slice(0, at)}${transformation}/${parsed.pathname.slice(at)}`;
    return parsed.toString();
  }
  if (service === 'placeholder-cdn') {
    const parsed = new URL(url);
    if (width) parsed.searchParams.set('w', String(width));
    parsed.searchParams.set('q', String(quality));
    parsed.searchParams.set('f', format);
    return parsed.toString();
  }
  return url;
}
