import { formatDate, formatTime } from '@/lib/i18n/format';
import type { Locale } from '@/content/locales';

/**
 * A slot's day and time as the pages show them, in Lagos time whatever the reader's device says.
 * Pure, so the notice (a client component) and the server pages write the same words.
 */
const LAGOS = 'Africa/Lagos';

/** 'YYYY-MM-DD' and 'HH:MM' of an instant in Lagos. */
export function lagosParts(at: number): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: LAGOS,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** « Tuesday 16 September 2025 » / « mardi 16 septembre 2025 » */
export function slotDayLabel(locale: Locale, at: number): string {
  return formatDate(locale, lagosParts(at).day);
}

/** « 10:00 AM » / « 10 h 00 » */
export function slotTimeLabel(locale: Locale, at: number): string {
  return formatTime(locale, lagosParts(at).time);
}

/** « Tuesday 16 September 2025, 10:00 AM » */
export function slotLabel(locale: Locale, at: number): string {
  return `${slotDayLabel(locale, at)}, ${slotTimeLabel(locale, at)}`;
}

/** The slots grouped by their Lagos day, in order. */
export function slotsByDay<T extends { start: number }>(slots: readonly T[]): { day: string; slots: T[] }[] {
  const days: { day: string; slots: T[] }[] = [];
  for (const slot of slots) {
    const { day } = lagosParts(slot.start);
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}
