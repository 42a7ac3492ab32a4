import { imageService, UPLOAD_SEGMENT } from '../../content/schemas/image-hosts';

export { imageService, HOSTED_MEDIA_HOSTS, PLACEHOLDER_CDN_HOSTS } from '../../content/schemas/image-hosts';

/**
 * Pictures that live on another service. Our own media under /media goes through the Next.js image
 * optimiser (optimiser-url.ts); pictures on the hosted media service or the placeholder CDN are
 * resized by those services instead, by rewriting their URLs; any other URL passes unchanged. The
 * hosts are listed in content/schemas/image-hosts.ts (and allowed in the CSP's img-src).
 */
const DEFAULT_IMAGE_QUALITY = 75;
const DEFAULT_IMAGE_FORMAT = 'webp';

export type ImageRequest = { width?: number; quality?: number; format?: string };

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
