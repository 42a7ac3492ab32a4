import { programme } from '../programme';
import { scheduleBoards as englishBoards } from '../schedules';
import type { ScheduleDay } from '../schedules';
import { defineContent } from '../schemas/define';
import { formatDate as englishDate, sessionMinutes, type Session } from '../schemas/programme';
import { pastScheduleBoardsSchema, programmeBoardsSchema, type DayBoard } from '../schemas/schedules';
import { edition } from './edition';
import { dayLabel, formatDate, formatTime, frenchSession, roomName } from './programme';
import { site } from './site';

/**
 * The schedule boards' text in French: the past edition (/fr/past-schedule) and the 2025
 * programme (/fr/2025-schedule). The boards are the images of content/schedules.ts; their text is
 * its text with French days, dates, times and rooms, and the 2025 sessions' French titles
 * (content/fr/programme.ts); the past edition's session titles and the speakers' names stay as
 * the organisers' records give them. The overview boards are written from content/programme.ts
 * as the English ones are.
 */
export { boardImageSize, eventsGuidePdf } from '../schedules';

const fail = (message: string): never => {
  throw new Error(`content/fr/schedules.ts: ${message}`);
};

/** "2:30 PM", as the English boards print a time, in French: « 14 h 30 ». */
function frenchTime(english: string): string {
  const match = /^(\d{1,2}):(\d\d) (AM|PM)$/.exec(english) ?? fail(`cannot read the time "${english}"`);
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return formatTime(`${String(hours).padStart(2, '0')}:${match[2]}`);
}

const partsOfDay: Record<string, string> = { Morning: 'matin', Afternoon: 'après-midi', Evening: 'soirée' };

/** The date of day n of an edition that starts on `start`. */
function dayDate(start: string, day: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + day - 1);
  return date.toISOString().slice(0, 10);
}

/** « Jour 1 · mardi 17 septembre 2024 · matin » from « Day 1 · Tuesday 17 September 2024 · Morning ». */
function pastBoardTitle(board: DayBoard): string {
  const [day, date, part, ...rest] = board.title.split(' · ');
  const iso = dayDate(site.previousEdition.startDate, board.day);
  if (day !== `Day ${board.day}` || date?.replace(',', '') !== englishDate(iso).replace(',', '') || rest.length > 0)
    fail(`cannot read the board title "${board.title}"`);
  const frenchPart =
    part === undefined ? undefined : (partsOfDay[part] ?? fail(`no French for "${part}" in "${board.title}"`));
  return [dayLabel(board.day), formatDate(iso), ...(frenchPart ? [frenchPart] : [])].join(' · ');
}

const openToAll = 'Open to all delegates';

function frenchSessions(board: DayBoard): DayBoard['sessions'] {
  return board.sessions.map((session) => ({
    time: frenchTime(session.time),
    title: session.title,
    speakers: session.speakers === openToAll ? 'Ouvert à tous les délégués' : session.speakers,
    venue: roomName(session.venue),
  }));
}

const past = defineContent(
  'content/fr/schedules.ts',
  pastScheduleBoardsSchema,
  englishBoards.past.map((board) => ({ ...board, title: pastBoardTitle(board), sessions: frenchSessions(board) })),
);

function byDay(list: DayBoard[]): ScheduleDay[] {
  return [1, 2, 3, 4].map((day) => ({ day, label: dayLabel(day), boards: list.filter((board) => board.day === day) }));
}

/** Jour 1 to Jour 4 of the past edition; Jour 1 has two boards. */
export const pastScheduleDays = byDay(past);

const dates = [...new Set(programme.map((session) => session.date))].sort();
/** Sessions of six hours or more run all day (exhibition, hackathon, marketplace): the overview names them once. */
const allDay = (session: Session) => sessionMinutes(session) >= 360;
const inOrder = (sessions: Session[]) =>
  [...sessions].sort((a, b) => a.start.localeCompare(b.start) || a.room.localeCompare(b.room));
const partnerEventsOf = (sessions: Session[]) => [
  ...new Set(inOrder(sessions).flatMap((session) => session.partnerEvent ?? [])),
];
const shortDate = (date: string) => formatDate(date, { weekday: 'short', day: 'numeric', month: 'short' });

/**
 * A 2025 board's sessions in French: the English board lists the day's sessions in this order
 * (content/schedules.ts), so each row takes its session's French title.
 */
function frenchProgrammeSessions(board: DayBoard, date: string): DayBoard['sessions'] {
  const ofDay = inOrder(programme.filter((session) => session.date === date && !allDay(session)));
  return frenchSessions(board).map((row, index) => {
    const session = ofDay[index];
    if (session?.title !== board.sessions[index].title)
      fail(`the day ${board.day} board's row ${index + 1} is not the programme's session`);
    return { ...row, title: frenchSession(session).title };
  });
}

const dayBoards: DayBoard[] = englishBoards.programmeBoards.days.map((board) => {
  const date = dates[board.day - 1] ?? fail(`no programme date for day ${board.day}`);
  return {
    ...board,
    title: `${dayLabel(board.day)} · ${formatDate(date)}`,
    sessions: frenchProgrammeSessions(board, date),
  };
});

const exhibition = programme.find((session) => allDay(session) && session.track === 'art');
const hackathonFinal = inOrder(programme.filter((session) => session.partnerEvent?.includes('Hackathon'))).at(-1);
const [overview1, overview2, overview3, overview4] = englishBoards.programmeBoards.overview;

const overviewBoards = [
  {
    file: overview1.file,
    title: `${site.shortName} ${site.edition} · ${edition.lengthTitle} en un coup d’œil`,
    items: [
      `${edition.datesWithYear} · ${site.venue.name}, ${site.venue.locality}`,
      ...dates.map(
        (date) =>
          `${shortDate(date)} · ${partnerEventsOf(
            programme.filter((session) => session.date === date && !allDay(session) && session.partnerEvent),
          )
            .slice(0, 3)
            .join(', ')}`,
      ),
      'Plus de 25 000 participants attendus',
    ],
  },
  {
    file: overview2.file,
    title: 'Les sommets',
    // The summits' names: brand names, as on the English board.
    items: overview2.items,
  },
  {
    file: overview3.file,
    title: 'Marché et exposition d’art',
    items: [
      exhibition
        ? `Exposition d’art ouverte tous les jours, de ${formatTime(exhibition.start)} à ${formatTime(exhibition.end)}`
        : 'Exposition d’art ouverte tous les jours',
      'Entrée gratuite, sur inscription',
      'Stands pour le cinéma, la musique, la mode, l’art, la photographie et la tech',
      'Rendez-vous avec des acheteurs et mises en relation B2B',
      `${programme.length} sessions sur ${dates.length} jours`,
    ],
  },
  {
    file: overview4.file,
    title: `${site.shortName} Creative Hackathon et concours Next Level`,
    items: [
      `Le hackathon se déroule sur les ${edition.length}`,
      'Grand prix du hackathon : 10 millions de nairas',
      'Lauréat Next Level : 3 millions de nairas pour réaliser un clip',
      'Le lauréat Next Level bénéficie aussi d’un accompagnement personnalisé et d’une scène internationale',
      ...(hackathonFinal
        ? [
            `Démonstrations finales et annonce des lauréats le ${formatDate(hackathonFinal.date, { weekday: 'long', day: 'numeric', month: 'long' })}`,
          ]
        : []),
    ],
  },
];

const program = defineContent('content/fr/schedules.ts', programmeBoardsSchema, {
  overview: overviewBoards,
  days: dayBoards,
});

export const programmeBoards = {
  overview: program.overview,
  days: byDay(program.days),
};

/** Both editions' boards in French, in the shape scripts/media reads. */
export const scheduleBoards = { past, programmeBoards: program };
