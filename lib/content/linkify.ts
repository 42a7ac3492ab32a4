/**
 * Splits running text into plain text and web addresses, for the text-with-links article
 * block: full http(s) URLs and bare "www." addresses become links (a www address gets
 * https:// in front); punctuation that ends the sentence stays outside the link.
 */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const addressPattern = /\bhttps?:\/\/[^\s<>"]+|(?<![\w@./-])www\.[^\s<>"]+/gi;

const closers: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** Drops sentence punctuation, and closing brackets that do not close one opened in the address. */
function trimTrailing(address: string): string {
  let end = address.length;
  while (end > 0) {
    const last = address[end - 1];
    if ('.,;:!?\'"’”'.includes(last)) {
      end -= 1;
      continue;
    }
    const opener = closers[last];
    if (opener) {
      const head = address.slice(0, end);
      const opened = head.split(opener).length - 1;
      const closed = head.split(last).length - 1;
      if (closed > opened) {
        end -= 1;
        continue;
      }
    }
    break;
  }
  return address.slice(0, end);
}

export function linkify(input: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = segments.at(-1);
    if (previous?.kind === 'text') previous.text += value;
    else segments.push({ kind: 'text', text: value });
  };

  for (const match of input.matchAll(addressPattern)) {
    const start = match.index;
    const address = trimTrailing(match[0]);
    // A bare "www." or "https://" with nothing after it is not an address.
    if (!/^(https?:\/\/|www\.)[^.\s]/i.test(address) || /^www\.$/i.test(address)) continue;
    pushText(input.slice(cursor, start));
    const href = /^https?:\/\//i.test(address) ? address : `https://${address}`;
    segments.push({ kind: 'link', text: address, href });
    cursor = start + address.length;
  }
  pushText(input.slice(cursor));
  return segments;
}
