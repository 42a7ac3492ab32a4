/** @jest-environment node */
import { startScheduledJobs, type ScheduledJob } from '.';

const waitFor = async (done: () => boolean) => {
  for (let tries = 0; tries < 200 && !done(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!done()) throw new Error('timed out');
};

describe('scheduled jobs', () => {
  it('run at the start and then once per period; a failing job is logged and the next one still runs', async () => {
    const runs: string[] = [];
    const logged: string[] = [];
    const jobs: ScheduledJob[] = [
      {
        name: 'seat offers',
        run: async () => {
          runs.push('seats');
          throw new Error('database down');
        },
      },
      { name: 'letter retention', run: async () => runs.push('letters') },
    ];
    const runner = startScheduledJobs(jobs, { everyMs: 200, log: (message) => logged.push(message) });
    try {
      await waitFor(() => runs.length === 2);
      expect(runs).toEqual(['seats', 'letters']);
      expect(logged).toEqual(['seat offers failed: database down']);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(runs).toHaveLength(2);
      await waitFor(() => runs.length === 4);
      expect(runs).toEqual(['seats', 'letters', 'seats', 'letters']);
    } finally {
      await runner.stop();
    }
  });

  it('stop waits for the run in progress and ends the timer', async () => {
    let release = () => {};
    let runs = 0;
    const runner = startScheduledJobs(
      [{ name: 'slow', run: () => new Promise<void>((resolve) => ((runs += 1), (release = resolve))) }],
      { everyMs: 5, log: () => {} },
    );
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(1);
  });
});
