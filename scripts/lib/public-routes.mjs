/**
 * The public pages that the bench and the budget and accessibility tests visit besides the
 * static routes of lib/routes.ts (which they import): one news article (found through the redirect of /news/1 to its
 * canonical slug) and the ticket page, with a valid ticket and in its error state.
 */

/** A ticket as the registration mail links it, with non-ASCII letters. */
const ticketSample = {
  ticketId: 'ACM2025-ABC123-1757980800000',
  firstName: 'Adébáyọ̀',
  lastName: 'Okonkwo',
  email: 'ade@example.com',
  company: 'Lagos Studio',
};

/** Standard base64 of the ticket's UTF-8 JSON, the `data` parameter of the ticket link. */
const ticketData = Buffer.from(JSON.stringify(ticketSample), 'utf8').toString('base64');

export const ticketPath = `/ticket/qr-download?data=${encodeURIComponent(ticketData)}`;

/** No `data` parameter: the page shows its error state. */
export const ticketErrorPath = '/ticket/qr-download';

/** A programme session (its bare id redirects to /programme/{id}-{slug}), a 2025 speaker and the offline page. */
export const sessionProbePath = '/programme/104';
export const speakerProbePath = '/speakers/adaeze-nwachukwu';
export const offlinePath = '/offline';

/** The article the bench and tests open; the page redirects to its canonical /news/1-<slug>. */
export const newsProbePath = '/news/1';

/**
 * The canonical path of the probe article, from the Location of the redirect /news/1 answers
 * with; null when /news/1 does not redirect to a /news/1-<slug> path (no article screen yet).
 */
export async function resolveNewsArticle(baseUrl) {
  const response = await fetch(new URL(newsProbePath, baseUrl), { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location) return null;
  const target = new URL(location, baseUrl);
  return /^\/news\/1-[^/]+$/.test(target.pathname) ? target.pathname : null;
}
