import { defineContent } from './schemas/define';
import { scheduleBoardsSchema, type DayBoard } from './schemas/schedules';
import boards from './data/schedule-boards.json';

/**
 * Schedule boards of the past edition (/past-schedule) and of the 2025 programme
 * (/2025-schedule). The images and their text come from content/data/schedule-boards.json,
 * written together by scripts/media, so the text alternative always matches the image.
 */
const schedules = defineContent('content/schedules.ts', scheduleBoardsSchema, boards);

/** Pixel size of every board image (the media script renders them all alike). */
export const boardImageSize = { width: 1080, height: 1350 } as const;

export type ScheduleDay = { day: number; label: string; boards: DayBoard[] };

function byDay(list: DayBoard[]): ScheduleDay[] {
  return [1, 2, 3, 4].map((day) => ({ day, label: `Day ${day}`, boards: list.filter((board) => board.day === day) }));
}

/** Day 1 to Day 4 of the past edition; Day 1 has two boards. */
export const pastScheduleDays = byDay(schedules.past);

export const program2025 = {
  overview: schedules.program2025.overview,
  days: byDay(schedules.program2025.days),
};

export const eventsGuidePdf = {
  href: '/media/schedule/2025/acm-2025-events-guide.pdf',
  fileName: 'acm-2025-events-guide.pdf',
} as const;
