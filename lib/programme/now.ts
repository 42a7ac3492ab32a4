/**
 * "Now" and "next" at an instant, and which day of the event an instant falls on. The pages are
 * prerendered, so the browser works this out after hydration from the instants the list carries.
 */
export type Timed = { id: string; start: number; end: number };

/**
 * Sessions running at `at` (start ≤ at < end), and the next ones: all those starting at the
 * earliest start after `at`, so parallel sessions are announced together.
 */
export function nowAndNext(items: readonly Timed[], at: number): { now: string[]; next: string[] } {
  const now = items.filter((item) => item.start <= at && at < item.end).map((item) => item.id);
  const upcoming = items.filter((item) => item.start > at);
  const first = Math.min(...upcoming.map((item) => item.start));
  const next = upcoming.filter((item) => item.start === first).map((item) => item.id);
  return { now, next };
}

/** The id of the day whose span holds `at`, or null before and after the event. */
export function dayAt(days: readonly { id: string; startsAt: number; endsAt: number }[], at: number): string | null {
  return days.find((day) => day.startsAt <= at && at <= day.endsAt)?.id ?? null;
}
