/** @jest-environment node */
import { programme } from '@/content/programme';
import { edition } from '@/lib/edition';
import {
  eventDays,
  formatTime,
  programmeRedirect,
  resolveSessionParam,
  sessionInstants,
  sessionPath,
  sessionsByDay,
  sessionsOfSpeaker,
} from '.';

const sessions = [
  { id: 104, title: 'Keynote: women behind the camera' },
  { id: 7, title: 'Café & Co.' },
];

describe('session paths and redirects', () => {
  it('builds /programme/{id}-{slug}', () => {
    expect(sessionPath(sessions[0])).toBe('/programme/104-keynote-women-behind-the-camera');
    expect(sessionPath(sessions[1])).toBe('/programme/7-cafe-co');
  });

  it('resolves the canonical param, redirects a bare id or wrong slug (308) and an unknown id (307)', () => {
    expect(resolveSessionParam('7-cafe-co', sessions)).toEqual({ kind: 'found', item: sessions[1] });
    expect(resolveSessionParam('7', sessions)).toEqual({
      kind: 'redirect',
      location: '/programme/7-cafe-co',
      status: 308,
    });
    expect(resolveSessionParam('7-old-title', sessions)).toEqual({
      kind: 'redirect',
      location: '/programme/7-cafe-co',
      status: 308,
    });
    expect(resolveSessionParam('999-x', sessions)).toEqual({
      kind: 'redirect',
      location: '/2025-schedule',
      status: 307,
    });
    expect(resolveSessionParam('keynote', sessions)).toEqual({
      kind: 'redirect',
      location: '/2025-schedule',
      status: 307,
    });
  });

  it('gives the proxy a redirect only for non-canonical programme and speaker paths', () => {
    expect(programmeRedirect('/programme/7-cafe-co', sessions, ['ada'])).toBeNull();
    expect(programmeRedirect('/programme/7-wrong', sessions, ['ada'])).toEqual({
      location: '/programme/7-cafe-co',
      status: 308,
    });
    expect(programmeRedirect('/programme/8', sessions, ['ada'])).toEqual({ location: '/2025-schedule', status: 307 });
    expect(programmeRedirect('/speakers/ada', sessions, ['ada'])).toBeNull();
    expect(programmeRedirect('/speakers/nobody', sessions, ['ada'])).toEqual({ location: '/speakers', status: 307 });
    expect(programmeRedirect('/speakers', sessions, ['ada'])).toBeNull();
    expect(programmeRedirect('/programme/7-cafe-co/opengraph-image', sessions, ['ada'])).toBeNull();
  });
});

describe('days and times', () => {
  it('derives the four days from content/site.ts', () => {
    const days = eventDays(edition);
    expect(days.map((day) => [day.label, day.date])).toEqual([
      ['Day 1', '2025-09-16'],
      ['Day 2', '2025-09-17'],
      ['Day 3', '2025-09-18'],
      ['Day 4', '2025-09-19'],
    ]);
    // Midnight in Lagos (UTC+1) is 23:00 UTC the day before.
    expect(new Date(days[0].startsAt).toISOString()).toBe('2025-09-15T23:00:00.000Z');
    expect(new Date(days[3].endsAt).toISOString()).toBe('2025-09-19T22:59:59.999Z');
  });

  it('turns local Lagos times into instants', () => {
    const { start, end } = sessionInstants({ date: '2025-09-16', start: '08:00', end: '16:00' }, '+01:00');
    expect(new Date(start).toISOString()).toBe('2025-09-16T07:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2025-09-16T15:00:00.000Z');
  });

  it('prints times on a 12-hour clock', () => {
    expect(['00:15', '09:00', '12:00', '14:30', '23:59'].map(formatTime)).toEqual([
      '12:15 AM',
      '9:00 AM',
      '12:00 PM',
      '2:30 PM',
      '11:59 PM',
    ]);
  });

  it('lists each day in reading order, every session once', () => {
    const days = sessionsByDay();
    expect(days.flatMap((day) => day.sessions)).toHaveLength(programme.length);
    for (const day of days) {
      const keys = day.sessions.map((session) => `${session.start}${session.end}${session.room}`);
      expect(keys).toEqual([...keys].sort());
    }
  });

  it('finds a speaker’s sessions', () => {
    const sessionsOfTobi = sessionsOfSpeaker('tobi-akindele');
    expect(sessionsOfTobi.length).toBeGreaterThanOrEqual(4);
    expect(sessionsOfTobi.every((session) => session.speakers.includes('tobi-akindele'))).toBe(true);
  });
});
