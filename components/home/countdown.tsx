'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { useClientTexts } from '@/components/i18n/client-texts';
import { timeLeft } from '@/lib/countdown/countdown';

/** The countdown ticks every second. */
const TICK_MS = 1000;

function subscribe(onTick: () => void): () => void {
  const id = setInterval(onTick, TICK_MS);
  return () => clearInterval(id);
}

/**
 * `offset`: what the server's clock adds to the real one (SITE_DATE), so both count alike.
 * `renderedAt`: the site's time when the server rendered the page, the value shown without
 * JavaScript and during hydration; without it nothing is shown until the script runs (the parent
 * reserves the space, so nothing shifts).
 */
export function Countdown({
  target,
  label,
  offset = 0,
  renderedAt,
}: {
  target: string;
  label: string;
  offset?: number;
  renderedAt?: number;
}) {
  const names = useClientTexts().countdown;
  const nowInSeconds = useCallback(() => Math.floor((Date.now() + offset) / TICK_MS), [offset]);
  const serverSnapshot = useCallback(
    () => (renderedAt === undefined ? null : Math.floor(renderedAt / TICK_MS)),
    [renderedAt],
  );
  const second = useSyncExternalStore(subscribe, nowInSeconds, serverSnapshot);
  if (second === null) return null;
  const left = timeLeft(Date.parse(target), second * TICK_MS);
  if (!left) return null;

  // The unit's key stays in data-unit; its name is the page's language's.
  const units: [number, keyof typeof names][] = [
    [left.days, 'days'],
    [left.hours, 'hours'],
    [left.minutes, 'min'],
    [left.seconds, 'sec'],
  ];
  return (
    <div role="timer" aria-label={label} className="flex gap-2 sm:gap-3" data-testid="countdown">
      {units.map(([value, unit]) => (
        <div
          key={unit}
          className="flex w-[4.5rem] flex-col items-center rounded-lg bg-white/10 py-2 ring-1 ring-white/20 backdrop-blur sm:w-20"
          data-unit={unit}
        >
          <span className="block w-full text-center text-2xl font-bold tabular-nums sm:text-3xl">{value}</span>
          <span className="text-xs uppercase tracking-wider text-white/85">{names[unit]}</span>
        </div>
      ))}
    </div>
  );
}
