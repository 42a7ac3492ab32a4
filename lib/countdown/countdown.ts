/**
 * The home page countdown's arithmetic: the time left until an instant, in days, hours, minutes and
 * seconds.
 */
export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time left from `now` to `target` (epoch ms), or null once the target has been reached. */
export function timeLeft(target: number, now: number): TimeLeft | null {
  // Whole seconds only: a partial second still to go counts as a full one, so the display
  // reaches 0 sec exactly at the target instead of a second early.
  const remaining = Math.ceil((target - now) / SECOND) * SECOND;
  if (remaining <= 0) return null;
  return {
    days: Math.floor(remaining / DAY),
    hours: Math.floor((remaining % DAY) / HOUR),
    minutes: Math.floor((remaining % HOUR) / MINUTE),
    seconds: Math.floor((remaining % MINUTE) / SECOND),
  };
}
