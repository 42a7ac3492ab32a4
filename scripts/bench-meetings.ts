/**
 * Meeting acceptances per second on PostgreSQL: the market's one write that races (lib/market/
 * meetings.ts acceptRequest, one transaction deciding clashes by primary keys). Two "instances"
 * (two pools on one database, as two servers behind nginx) accept concurrently:
 *   - spread: every acceptance has a free table (tables enough for all), the throughput itself;
 *   - one slot: every acceptance wants the same slot of 10 tables, so all but 10 are refused as
 *     "just taken", the refusal path under the heaviest contention.
 * Prints a table and the result as JSON on the last line; exits 1 when a scenario books a person
 * or a table twice in one slot, or books more meetings than tables.
 *
 *   node --conditions=react-server --import tsx scripts/bench-meetings.ts [--pairs 300] [--runs 3]
 */
import { openDatabase, openMigratedDatabase, type Db } from '@/lib/db';
import { acceptRequest, requestMeeting } from '@/lib/market/meetings';
import { FIXTURE_NOW, FIXTURE_SLOTS, seedMeetingSettings, seedParticipant } from '@/lib/market/meetings-fixtures';
// @ts-expect-error: a plain .mjs module without types.
import { postgresDatabase } from './bench-submissions.mjs';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const pairs = arg('pairs', 300);
const runs = arg('runs', 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

interface Outcome {
  perSecond: number;
  p50: number;
  p99: number;
  booked: number;
  refused: number;
}

async function scenario(url: string, kind: 'spread' | 'one slot'): Promise<Outcome> {
  const setup = await openDatabase(url);
  const tables = kind === 'spread' ? Math.ceil(pairs / FIXTURE_SLOTS.length) : 10;
  await seedMeetingSettings(setup, { tables, maxOpenRequests: 1_000, maxNewSendersPerDay: 1_000 });
  const requests: { id: string; to: string; slot: number }[] = [];
  for (let pair = 0; pair < pairs; pair += 1) {
    const [from, to] = [`a${pair}`, `b${pair}`];
    await seedParticipant(setup, from);
    await seedParticipant(setup, to);
    const slot = kind === 'spread' ? FIXTURE_SLOTS[pair % FIXTURE_SLOTS.length] : FIXTURE_SLOTS[0];
    const answer = await requestMeeting(
      { db: setup, linkSecret: 'bench', now: FIXTURE_NOW },
      from,
      { id: to },
      [slot],
      '',
    );
    if (!answer.ok) throw new Error(`request refused: ${answer.problem}`);
    requests.push({ id: answer.id, to, slot });
  }
  const instances: Db[] = [await openDatabase(url), await openDatabase(url)];
  const latencies: number[] = [];
  const started = performance.now();
  const answers = await Promise.all(
    requests.map(async (request, index) => {
      const begin = performance.now();
      const answer = await acceptRequest(
        { db: instances[index % 2], linkSecret: 'bench', now: FIXTURE_NOW },
        request.to,
        request.id,
        request.slot,
      );
      latencies.push(performance.now() - begin);
      return answer;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const clashes = await setup.kysely
    .selectFrom('market_meetings')
    .select(['slot_start', 'table_id'])
    .where('status', '=', 'booked')
    .execute();
  const perTable = new Set(clashes.map((meeting) => `${meeting.slot_start}:${meeting.table_id}`));
  const booked = answers.filter((answer) => answer.ok).length;
  if (perTable.size !== clashes.length || booked !== clashes.length || booked > tables * FIXTURE_SLOTS.length)
    throw new Error(`clash: ${booked} acceptances, ${clashes.length} meetings, ${perTable.size} table slots`);
  await Promise.all([...instances, setup].map((db) => db.close()));
  return {
    perSecond: Math.round(answers.length / seconds),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    booked,
    refused: answers.length - booked,
  };
}

async function main() {
  const results: Record<string, Outcome & { runs: number }> = {};
  for (const kind of ['spread', 'one slot'] as const) {
    const outcomes: Outcome[] = [];
    for (let run = 0; run < runs; run += 1) {
      const database = await postgresDatabase({ port: '54393', dir: 'acm-bench-meetings-pg' });
      if (!database) throw new Error('no PostgreSQL server (set BENCH_POSTGRES_URL or install postgresql)');
      try {
        await (await openMigratedDatabase(database.url)).close();
        outcomes.push(await scenario(database.url, kind));
      } finally {
        await database.dispose();
      }
    }
    const pick = (key: keyof Outcome) => median(outcomes.map((outcome) => outcome[key]));
    results[kind] = {
      perSecond: pick('perSecond'),
      p50: pick('p50'),
      p99: pick('p99'),
      booked: pick('booked'),
      refused: pick('refused'),
      runs,
    };
  }

  console.log(`${pairs} concurrent acceptances from two pools on one PostgreSQL, medians of ${runs} runs`);
  console.log('scenario   per second   p50 ms   p99 ms   booked   refused as taken');
  for (const [kind, outcome] of Object.entries(results))
    console.log(
      `${kind.padEnd(10)} ${String(outcome.perSecond).padStart(10)} ${String(outcome.p50).padStart(8)} ${String(outcome.p99).padStart(8)} ${String(outcome.booked).padStart(8)} ${String(outcome.refused).padStart(18)}`,
    );
  console.log(JSON.stringify(results));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
