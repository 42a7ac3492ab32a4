/** @jest-environment node */
import { foldIcs, unfoldIcs } from './ics-lines';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');
/** Accents (2 octets), a curly apostrophe and CJK (3), emoji (4, a surrogate pair in JavaScript). */
const title =
  'Fête du cinéma: ça commence à Lagos’s 🎬🎉 电影节 和 音乐 🇳🇬 — Aïssatou, Zoë, Œuvre, 한국 영화, 👩🏽‍💻 façon';

/** The lines of folded text, each checked to be whole UTF-8 (a split sequence does not survive encoding). */
function linesOf(folded: string): string[] {
  expect(folded.endsWith('\r\n')).toBe(true);
  const lines = folded.slice(0, -2).split('\r\n');
  for (const line of lines) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
  return lines;
}

describe('foldIcs', () => {
  // Every shift of the text against the 75-octet boundary, so each kind of character meets it.
  it.each([0, 1, 2, 3, 4, 5, 6, 7])('folds a line of multi-byte characters at octet 75, shifted by %i', (shift) => {
    const line = `SUMMARY:${'x'.repeat(shift)}${title} ${title} ${title}`;
    const folded = foldIcs(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\n`);
    const lines = linesOf(folded);
    expect(lines.length).toBeGreaterThan(5);
    for (const each of lines) expect(octets(each)).toBeLessThanOrEqual(75);
    // Lines 2 to the one before END are the summary's continuations: one space, then the text.
    expect(lines.slice(2, -1).every((each) => each.startsWith(' '))).toBe(true);
    // A line is cut only where its next character would not fit.
    for (let index = 1; index < lines.length - 2; index += 1) {
      const next = [...lines[index + 1]][1];
      expect(octets(lines[index]) + octets(next)).toBeGreaterThan(75);
    }
    expect(unfoldIcs(folded)).toBe(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\n`);
  });

  it('leaves a line of exactly 75 octets whole and folds one of 76', () => {
    const exact = `DESCRIPTION:${'é'.repeat(31)}a`; // 12 + 62 + 1
    expect(octets(exact)).toBe(75);
    expect(foldIcs(`${exact}\r\n`)).toBe(`${exact}\r\n`);
    const over = `DESCRIPTION:${'é'.repeat(32)}`; // 12 + 64 + … = 76 octets
    expect(octets(over)).toBe(76);
    expect(foldIcs(`${over}\r\n`)).toBe(`DESCRIPTION:${'é'.repeat(31)}\r\n é\r\n`);
  });

  it('never splits a character: an emoji that would end past octet 75 starts the next line', () => {
    const line = `SUMMARY:${'a'.repeat(63)}🎉🎉`; // the first emoji takes octets 72-75, the second would take 76-79
    expect(foldIcs(`${line}\r\n`)).toBe(`SUMMARY:${'a'.repeat(63)}🎉\r\n 🎉\r\n`);
  });

  it("refolds the ics package's character folds (CRLF and a tab) by octets", () => {
    const fromPackage = `DESCRIPTION:${'ç'.repeat(63)}\r\n\t${'ç'.repeat(20)}\r\n`;
    const folded = foldIcs(fromPackage);
    expect(unfoldIcs(folded)).toBe(`DESCRIPTION:${'ç'.repeat(83)}\r\n`);
    for (const line of linesOf(folded)) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(folded).not.toContain('\t');
  });

  it('keeps short lines, empty text and the final CRLF as they are', () => {
    expect(foldIcs('')).toBe('');
    expect(foldIcs('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });
});
