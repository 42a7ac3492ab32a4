import 'server-only';
import type { Db } from '@/lib/db';
import { passSeatsOn, type SeatPolicy } from '@/lib/attendees/seats';
import { applyLetterRetention } from '@/lib/letters/retention';
import { applyMarketRetention } from '@/lib/market/retention';
import { sendMeetingReminders } from '@/lib/market/reminders';
import { siteNow } from '@/lib/phase/clock';

/**
 * The work each server instance does on a timer rather than for a request. Every job is a
 * conditional write, so instances running the same job at once cannot both do it.
 */
export interface ScheduledJob {
  name: string;
  run: () => Promise<unknown>;
}

/** How often each instance runs its jobs. */
const JOBS_EVERY_MS = 30_000;

export interface JobDeps {
  db: Db;
  seats: SeatPolicy;
  linkSecret: string;
  letterRetentionDays: number;
}

/**
 * The site's scheduled jobs: expired seat offers pass to the next person waiting (only under a
 * capacity: without one nobody waits), the passport data of visa letter requests is erased
 * once its retention has run out, and so are the market's participants (lib/market/retention.ts);
 * the market's meetings get their evening-before reminders (by the site's clock, so SITE_DATE
 * previews them).
 */
export function scheduledJobs({ db, seats, linkSecret, letterRetentionDays }: JobDeps): ScheduledJob[] {
  return [
    ...(seats.capacity === null ? [] : [{ name: 'seat offers', run: () => passSeatsOn({ db, seats, linkSecret }) }]),
    {
      name: 'letter retention',
      run: () => applyLetterRetention(db, { days: letterRetentionDays, now: Date.now() }),
    },
    { name: 'market retention', run: () => applyMarketRetention(db) },
    { name: 'market meeting reminders', run: () => sendMeetingReminders({ db, now: siteNow() }) },
  ];
}

export interface JobRunner {
  /** Stops the timer and waits for a run in progress, at most `graceMs` when given. */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/**
 * Runs the jobs now, then again `everyMs` after each run ends. Jobs run one after the other; a
 * failing job is logged and the others still run.
 */
export function startScheduledJobs(
  jobs: ScheduledJob[],
  {
    everyMs = JOBS_EVERY_MS,
    log = (message: string) => console.log(`[jobs] ${message}`),
  }: { everyMs?: number; log?: (message: string) => void } = {},
): JobRunner {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  async function runAll(): Promise<void> {
    for (const job of jobs) {
      if (stopped) return;
      try {
        await job.run();
      } catch (error) {
        log(`${job.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  function pass(): void {
    running = runAll().finally(() => {
      if (stopped) return;
      timer = setTimeout(pass, everyMs);
      timer.unref?.();
    });
  }

  pass();
  return {
    async stop({ graceMs } = {}) {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (graceMs === undefined) return running;
      let late: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([running, new Promise<void>((resolve) => (late = setTimeout(resolve, graceMs)))]);
      clearTimeout(late);
    },
  };
}
