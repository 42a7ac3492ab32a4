/**
 * What gate staff paste or scan is either the ticket's base64 JSON or the whole verify link
 * ({site}/ticket/qr-verify?ticket=…, or the attendee's own ticket link with ?data=…). Returns
 * the base64 part; anything that is not such a link is passed on as it is, for the ticket
 * decoder to accept or refuse. Browser-safe: the scanner uses it too.
 */
export function ticketDataFrom(input: string): string {
  const value = input.trim();
  if (!/^https?:\/\//i.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  // Read the raw query, not URLSearchParams: it would turn an unencoded '+' of base64 into a space.
  for (const part of url.search.slice(1).split('&')) {
    const [name, ...rest] = part.split('=');
    if (name === 'ticket' || name === 'data') return rest.join('=');
  }
  return '';
}
