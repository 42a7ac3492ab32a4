/**
 * Schemas of the schedule boards (past edition and 2025 programme): each board is an image under
 * public/media/schedule with its text, so screen-reader users can read what the image shows.
 */
import { z } from 'zod';
import { mediaPath } from './items';

const text = z.string().trim().min(1);

const scheduleSessionSchema = z.object({
  time: text,
  title: text,
  speakers: text,
  venue: text,
});

const dayBoardSchema = z.object({
  file: mediaPath,
  day: z.number().int().min(1).max(4),
  title: text,
  sessions: z.array(scheduleSessionSchema).min(1),
});

const overviewBoardSchema = z.object({
  file: mediaPath,
  title: text,
  items: z.array(text).min(1),
});

const fourDays = (boards: { day: number }[]) => [1, 2, 3, 4].every((day) => boards.some((board) => board.day === day));

// Day 1 to Day 4, Day 1 with two boards.
export const pastScheduleBoardsSchema = z
  .array(dayBoardSchema)
  .length(5)
  .refine(fourDays, 'must cover days 1 to 4')
  .refine((boards) => boards.filter((board) => board.day === 1).length === 2, 'day 1 must have two boards');

export const programmeBoardsSchema = z.object({
  overview: z.array(overviewBoardSchema).length(4),
  days: z.array(dayBoardSchema).length(4).refine(fourDays, 'must cover days 1 to 4, one board each'),
});

export type DayBoard = z.infer<typeof dayBoardSchema>;
export type OverviewBoard = z.infer<typeof overviewBoardSchema>;
