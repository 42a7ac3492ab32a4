/** @jest-environment node */
import { programme } from './programme';
import { programmeBoards } from './schedules';
import { formatTime, sessionMinutes } from './schemas/programme';
import { site } from './site';

describe('2025 schedule boards drawn from the programme', () => {
  it('lists on each day board that day’s timed sessions of content/programme.ts, in time order', () => {
    const dates = [...new Set(programme.map((session) => session.date))].sort();
    programmeBoards.days.forEach((day, index) => {
      const [board] = day.boards;
      expect(board.title).toMatch(
        new RegExp(`^Day ${index + 1} · \\w+,? ${Number(dates[index].slice(8))} September ${site.edition}$`),
      );
      const timed = programme.filter((session) => session.date === dates[index] && sessionMinutes(session) < 360);
      expect(board.sessions.map((entry) => entry.title).sort()).toEqual(timed.map((session) => session.title).sort());
      const times = board.sessions.map(
        (entry) =>
          programme.find((session) => session.title === entry.title && session.date === dates[index])?.start ?? '',
      );
      expect(times).toEqual([...times].sort());
      expect(board.sessions.map((entry) => entry.time)).toEqual(times.map(formatTime));
    });
  });

  it('leaves only the all-day sessions (six hours or more) to the overview', () => {
    const onBoards = new Set(
      programmeBoards.days.flatMap((day) =>
        day.boards.flatMap((board) => board.sessions.map((entry) => `${board.day}|${entry.title}`)),
      ),
    );
    const dates = [...new Set(programme.map((session) => session.date))].sort();
    const missing = programme.filter((session) => !onBoards.has(`${dates.indexOf(session.date) + 1}|${session.title}`));
    expect(missing.length).toBeGreaterThan(0);
    for (const session of missing) expect(sessionMinutes(session)).toBeGreaterThanOrEqual(360);
  });

  it('names the venue, the dates and the summits on the overview boards', () => {
    expect(programmeBoards.overview[0].items[0]).toBe(
      `16–19 September ${site.edition} · ${site.venue.name}, ${site.venue.locality}`,
    );
    expect(programmeBoards.overview[1].items).toEqual(
      expect.arrayContaining([
        'Women in Film and Television Africa',
        'Global Creative Legal Summit',
        'Digital Creator Africa Summit',
      ]),
    );
    expect(programmeBoards.overview[2].items[0]).toBe('Art exhibition open daily, 9:00 AM to 5:00 PM');
  });
});
