import { isReturnPath, RETURN_COOKIE } from '@/lib/market/meetings-return';

/**
 * With ?to={request page}: remembers it (30 minutes: the sign-in link lasts 15) and opens the
 * sign-in page in that page's language. Without: goes to the remembered page and forgets it.
 */
export function GET(request: Request) {
  const url = new URL(request.url);
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  const cookie = (value: string, maxAge: number) =>
    `${RETURN_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
  const to = url.searchParams.get('to');
  if (to !== null) {
    if (!isReturnPath(to)) return new Response('Not a request page.\n', { status: 400 });
    const prefix = to.startsWith('/market/') ? '' : to.slice(0, 3);
    return new Response(null, {
      status: 303,
      headers: { location: `${prefix}/market/sign-in`, 'set-cookie': cookie(to, 30 * 60) },
    });
  }
  const remembered = decodeURIComponent(
    /(?:^|;\s*)acm-market-return=([^;]*)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? '',
  );
  return new Response(null, {
    status: 303,
    headers: { location: isReturnPath(remembered) ? remembered : '/market/me', 'set-cookie': cookie('', 0) },
  });
}
