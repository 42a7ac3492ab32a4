import { defineContent } from './schemas/define';
import { formatDate, formatTime, sessionMinutes, type Session } from './schemas/programme';
import { pastScheduleBoardsSchema, programmeBoardsSchema, type DayBoard } from './schemas/schedules';
import boards from './data/schedule-boards.json';
import { programme } from './programme';
import { edition } from './edition';
import { site } from './site';
import { editionSpeakers } from './speakers';

/**
 * Schedule boards of the past edition (/past-schedule) and of the 2025 programme
 * (/2025-schedule). Each board is an image with its text: the past boards' text is
 * content/data/schedule-boards.json; the 2025 boards are drawn from content/programme.ts, so
 * the boards, their text, the Events Guide and the session lists cannot disagree.
 * scripts/media (`npm run media`) renders the images from these same objects.
 */
const past = defineContent('content/schedules.ts', pastScheduleBoardsSchema, boards.past);

/** Pixel size of every board image (the media script renders them all alike). */
export const boardImageSize = { width: 1080, height: 1350 } as const;

export type ScheduleDay = { day: number; label: string; boards: DayBoard[] };

function byDay(list: DayBoard[]): ScheduleDay[] {
  return [1, 2, 3, 4].map((day) => ({ day, label: `Day ${day}`, boards: list.filter((board) => board.day === day) }));
}

/** Day 1 to Day 4 of the past edition; Day 1 has two boards. */
export const pastScheduleDays = byDay(past);

const names = new Map(editionSpeakers.map((speaker) => [speaker.id, speaker.name.trim()]));
const dates = [...new Set(programme.map((session) => session.date))].sort();
/** Sessions of six hours or more run all day (exhibition, hackathon, marketplace): the overview names them once. */
const allDay = (session: Session) => sessionMinutes(session) >= 360;
const inOrder = (sessions: Session[]) =>
  [...sessions].sort((a, b) => a.start.localeCompare(b.start) || a.room.localeCompare(b.room));
const partnerEventsOf = (sessions: Session[]) => [
  ...new Set(inOrder(sessions).flatMap((session) => session.partnerEvent ?? [])),
];
const shortDate = (date: string) => formatDate(date, { weekday: 'short', day: 'numeric', month: 'short' });

const dayBoards: DayBoard[] = dates.map((date, index) => ({
  file: `/media/schedule/2025/day-${index + 1}.webp`,
  day: index + 1,
  title: `Day ${index + 1} · ${formatDate(date)}`,
  sessions: inOrder(programme.filter((session) => session.date === date && !allDay(session))).map((session) => ({
    time: formatTime(session.start),
    title: session.title,
    speakers: session.speakers.map((id) => names.get(id) ?? id).join(', ') || 'Open to all delegates',
    venue: session.room,
  })),
}));

const exhibition = programme.find((session) => allDay(session) && session.track === 'art');
const hackathonFinal = inOrder(programme.filter((session) => session.partnerEvent?.includes('Hackathon'))).at(-1);

const overviewBoards = [
  {
    file: '/media/schedule/2025/overview-1.webp',
    title: `${site.shortName} ${site.edition} · ${edition.lengthTitle} at a Glance`,
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
      'More than 25,000 attendees expected',
    ],
  },
  {
    file: '/media/schedule/2025/overview-2.webp',
    title: 'The Summits',
    items: partnerEventsOf(programme.filter((session) => session.format === 'summit' || session.format === 'keynote')),
  },
  {
    file: '/media/schedule/2025/overview-3.webp',
    title: 'Marketplace & Art Exhibition',
    items: [
      exhibition
        ? `Art exhibition open daily, ${formatTime(exhibition.start)} to ${formatTime(exhibition.end)}`
        : 'Art exhibition open daily',
      'Free admission, registration required',
      'Marketplace booths for film, music, fashion, art, photography and tech',
      'Buyer meetings and B2B matchmaking',
      `${programme.length} sessions over ${dates.length} days`,
    ],
  },
  {
    file: '/media/schedule/2025/overview-4.webp',
    title: `${site.shortName} Creative Hackathon & Next Level Competition`,
    items: [
      `Hackathon runs over all ${dates.length} days`,
      'Hackathon grand prize: 10 million naira',
      'Next Level winner: 3 million naira for a music video',
      'Next Level winner also receives mentorship and an international showcase',
      ...(hackathonFinal
        ? [
            `Final demos and winners announced on ${formatDate(hackathonFinal.date, { weekday: 'long', day: 'numeric', month: 'long' })}`,
          ]
        : []),
    ],
  },
];

const program = defineContent('content/schedules.ts', programmeBoardsSchema, {
  overview: overviewBoards,
  days: dayBoards,
});

export const programmeBoards = {
  overview: program.overview,
  days: byDay(program.days),
};

/** Both editions' boards, as scripts/media draws them. */
export const scheduleBoards = { past, programmeBoards: program };

export const eventsGuidePdf = {
  href: `/media/schedule/${site.edition}/${site.eventCode.toLowerCase()}-${site.edition}-events-guide.pdf`,
  fileName: `${site.eventCode.toLowerCase()}-${site.edition}-events-guide.pdf`,
} as const;
