/** @jest-environment node */
import ICAL from 'ical.js';
import { programme } from '@/content/programme';
import { site } from '@/content/site';
import { edition } from '@/lib/edition';
import { buildCalendar, calendarPathIn, calendarPaths, speakerNames } from '.';
import { calendarResponse } from './calendar-response';

/** The events of an .ics text as the independent parser ical.js reads them. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      location: event.location,
      url: String(vevent.getFirstPropertyValue('url')),
      description: event.description,
    };
  });
}

const context = {
  site,
  utcOffset: edition.utcOffset,
  baseUrl: 'https://africacreativemarket.com',
  speakerNames,
  name: 'ACM 2025',
};

describe('calendar files', () => {
  it('holds every session with a stable UID and its UTC instants', () => {
    const events = parse(buildCalendar(programme, context));
    expect(events).toHaveLength(programme.length);
    expect(new Set(events.map((event) => event.uid)).size).toBe(programme.length);
    const wifta = events.find((event) => event.uid === 'session-104@africacreativemarket.com');
    expect(wifta).toMatchObject({
      summary: 'Women in Film and Television Africa: doors open and welcome',
      start: '2025-09-16T07:00:00.000Z',
      end: '2025-09-16T08:00:00.000Z',
      url: 'https://africacreativemarket.com/programme/104-women-in-film-and-television-africa-doors-open-and-welcome',
    });
    expect(wifta?.location).toContain('Hall B, Landmark Event Centre');
    expect(wifta?.description).toContain('Speakers: Hadiza Abubakar');
  });

  it('folds every line at 75 octets (RFC 5545), titles full of accents, CJK and emoji included', () => {
    const title =
      'Fête du cinéma africain: ça tourne à Lagos 🎬🎉 电影节和音乐 — Aïssatou, Zoë et l’Œuvre, 한국 영화 👩🏽‍💻';
    const session = { ...programme[0], title, description: `${title} ${title}` };
    for (const ics of [buildCalendar(programme, context), buildCalendar([session], context)]) {
      const lines = ics.split('\r\n');
      expect(lines.filter((line) => Buffer.byteLength(line, 'utf8') > 75)).toEqual([]);
    }
    const [event] = parse(buildCalendar([session], context));
    expect(event.summary).toBe(title);
    expect(event.description).toContain(`${title} ${title}`);
  });

  it('gives a session the same UID in every file', () => {
    const one = parse(
      buildCalendar(
        programme.filter((session) => session.id === 216),
        context,
      ),
    );
    expect(one).toEqual([
      expect.objectContaining({
        uid: 'session-216@africacreativemarket.com',
        start: '2025-09-17T18:00:00.000Z',
        end: '2025-09-17T22:00:00.000Z',
      }),
    ]);
  });
});

describe('calendar files in French', () => {
  const calendar = async (path: string, file: string) =>
    parse(await calendarResponse(new Request(`https://africacreativemarket.com${path}`), file, 'fr').text());

  it('carries the sessions’ French words, rooms and page links, under /calendar/fr/', async () => {
    expect(calendarPathIn('fr', calendarPaths.session({ id: 104 }))).toBe('/calendar/fr/session-104.ics');
    expect(calendarPathIn('en', calendarPaths.session({ id: 104 }))).toBe('/calendar/session-104.ics');
    const [event] = await calendar('/calendar/fr/session-105.ics', 'session-105.ics');
    expect(event.summary).toBe('Conférence plénière\u202f: les femmes derrière la caméra');
    expect(event.description).toContain('Intervenants\u202f: Adaeze Nwachukwu');
    expect(event.description).not.toMatch(/Speakers/);
    expect(event.location).toMatch(/^Salle B, /);
    expect(event.url).toBe('https://africacreativemarket.com/fr/programme/105-keynote-women-behind-the-camera');
    // The same UID as the English file's: importing one after the other updates the event.
    expect(event.uid).toBe('session-105@africacreativemarket.com');
  });

  it('names the agenda in French and leaves no English title in the whole conference', async () => {
    const response = await calendarResponse(
      new Request('https://africacreativemarket.com/calendar/fr/agenda.ics?ids=105,207'),
      'agenda.ics',
      'fr',
    );
    const text = (await response.text()).replace(/\r\n[ \t]/g, '');
    expect(text).toContain('X-WR-CALNAME:Mon agenda, ');
    expect(text).toContain('//FR');
    const titles = new Set(programme.map((session) => session.title));
    const events = await calendar('/calendar/fr/acm-2025.ics', 'acm-2025.ics');
    expect(events).toHaveLength(programme.length);
    expect(events.filter((event) => titles.has(event.summary))).toEqual([]);
  });
});
