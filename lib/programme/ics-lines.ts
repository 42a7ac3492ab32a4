/**
 * Line folding of iCalendar text (RFC 5545 section 3.1): a content line is at most 75 octets,
 * not counting its CRLF; a longer one goes on in continuation lines that each start with one
 * space, which counts toward their 75. The `ics` package folds by characters, so a line with
 * accents or other multi-byte characters came out at 76-78 octets: its output is unfolded and
 * folded again here, by UTF-8 octets, and never inside a character.
 */

const MAX_OCTETS = 75;

/** The UTF-8 length of one code point (a lone surrogate is written as U+FFFD, 3 octets). */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return code < 0x10000 ? 3 : 4;
}

/** Joins folded lines back: a CRLF followed by one space or tab is removed (RFC 5545 section 3.1). */
export function unfoldIcs(text: string): string {
  return text.replace(/\r\n[ \t]/g, '');
}

/** One unfolded content line, folded into lines of at most 75 octets between code points. */
function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  // for…of walks code points, so a surrogate pair (an emoji, say) is never split either.
  for (const char of line) {
    const size = utf8Octets(char);
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** iCalendar text with every content line folded by octets; already folded lines are unfolded first. */
export function foldIcs(text: string): string {
  return unfoldIcs(text).split('\r\n').map(foldLine).join('\r\n');
}
