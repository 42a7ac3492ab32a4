import { linkify } from './linkify';

describe('linkify', () => {
  it('returns text without addresses as one text segment', () => {
    expect(linkify('Doors open at 9 AM. Admission is free.')).toEqual([
      { kind: 'text', text: 'Doors open at 9 AM. Admission is free.' },
    ]);
  });

  it('returns nothing for an empty string', () => {
    expect(linkify('')).toEqual([]);
  });

  it('links a full URL and keeps the text around it', () => {
    expect(linkify('Apply at https://hackathon.example.com/apply today')).toEqual([
      { kind: 'text', text: 'Apply at ' },
      { kind: 'link', text: 'https://hackathon.example.com/apply', href: 'https://hackathon.example.com/apply' },
      { kind: 'text', text: ' today' },
    ]);
  });

  it('prefixes https:// to a www address', () => {
    expect(linkify('Visit www.africacreativemarket.com for more')).toEqual([
      { kind: 'text', text: 'Visit ' },
      { kind: 'link', text: 'www.africacreativemarket.com', href: 'https://www.africacreativemarket.com' },
      { kind: 'text', text: ' for more' },
    ]);
  });

  it('leaves sentence punctuation after an address outside the link', () => {
    const segments = linkify(
      'See https://example.com/a?b=1. Or www.example.org, or (www.example.net)! Done: http://x.io/y;',
    );
    const links = segments.filter((s) => s.kind === 'link').map((s) => s.text);
    expect(links).toEqual(['https://example.com/a?b=1', 'www.example.org', 'www.example.net', 'http://x.io/y']);
    expect(segments.map((s) => s.text).join('')).toBe(
      'See https://example.com/a?b=1. Or www.example.org, or (www.example.net)! Done: http://x.io/y;',
    );
  });

  it('keeps a bracket that the address itself opened', () => {
    const [, link] = linkify('Read https://en.wikipedia.org/wiki/Nollywood_(film_industry).');
    expect(link).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Nollywood_(film_industry)',
      href: 'https://en.wikipedia.org/wiki/Nollywood_(film_industry)',
    });
  });

  it('finds several addresses, including at the start and the end', () => {
    const segments = linkify('www.a.com and https://b.com');
    expect(segments).toEqual([
      { kind: 'link', text: 'www.a.com', href: 'https://www.a.com' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'https://b.com', href: 'https://b.com' },
    ]);
  });

  it('does not link e-mail addresses or a bare "www."', () => {
    expect(linkify('Write to info@www-events.com or type www. then the name')).toEqual([
      { kind: 'text', text: 'Write to info@www-events.com or type www. then the name' },
    ]);
  });

  it('does not treat the www inside a URL as a second address', () => {
    expect(linkify('https://www.example.com/path')).toEqual([
      { kind: 'link', text: 'https://www.example.com/path', href: 'https://www.example.com/path' },
    ]);
  });
});
