/**
 * Back to a request page after signing in. The sign-in link always lands on /market/me; a visitor
 * who opened "Request a meeting" signed out is first sent through /api/market/meetings/return?to=…,
 * which remembers the page in a short-lived cookie, and the meetings section of /market/me sends
 * them on to it (the same route, which forgets it). Only a request page's path is ever followed.
 */
export const RETURN_COOKIE = 'acm-market-return';
export const RETURN_ROUTE = '/api/market/meetings/return';

/** A request page's path, with an optional language prefix: nothing else is a place to return to. */
export function isReturnPath(path: string): boolean {
  return /^(\/[a-z]{2})?\/market\/[a-z0-9][a-z0-9-]{0,79}\/request$/.test(path);
}
