/**
 * The services that host pictures content may point at: the hosted media service and the
 * placeholder CDN. Content schemas accept their URLs; lib/images rewrites them; the CSP allows
 * them. Adding a host is one line here.
 */
export const HOSTED_MEDIA_HOSTS = ['res.cloudinary.com'] as const;
export const PLACEHOLDER_CDN_HOSTS = ['placehold.co'] as const;

export const UPLOAD_SEGMENT = '/upload/';

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
  if ((HOSTED_MEDIA_HOSTS as readonly string[]).includes(host) && parsed.pathname.includes(UPLOAD_SEGMENT))
    return 'hosted-media';
  if ((PLACEHOLDER_CDN_HOSTS as readonly string[]).includes(host)) return 'placeholder-cdn';
  return 'none';
}
