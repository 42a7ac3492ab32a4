import { site } from '@/lib/edition';

/** A moment as organisers in Lagos read it: "2025-09-10 13:05" in the edition's time zone. */
export function formatTime(at: number | null): string {
  if (at === null) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: site.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
