/** @jest-environment node */
import { openDatabase, type Db } from '@/lib/db';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { acceptRequest, cancelMeeting, requestMeeting, type MeetingDeps } from './meetings';
import { FIXTURE_NOW, FIXTURE_SLOTS, seedMeetingSettings, seedParticipant } from './meetings-fixtures';

/**
 * Acceptances racing for the same slot, from several connections to one database (several
 * instances of the site): the slot rows' keys must let exactly as many meetings through as there
 * are tables, and never seat a person or a table twice in one slot.
 */
const secret = 'test-secret-test-secret-test-secret-0';

/** A small seeded generator (mulberry32), so a failing mix can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(dialectsUnderTest())('racing meeting acceptances on %s', (dialect) => {
  let t: TestDatabase;
  let instances: Db[];
  let deps: (index: number) => MeetingDeps;

  beforeEach(async () => {
    t = await createTestDatabase(dialect);
    // Each instance has its own connections (a pool on PostgreSQL), as separate servers would.
    instances = await Promise.all(Array.from({ length: 4 }, () => openDatabase(t.url)));
    deps = (index) => ({ db: instances[index % instances.length], linkSecret: secret, now: FIXTURE_NOW });
  });
  afterEach(async () => {
    await Promise.all(instances.map((db) => db.close()));
    await t.dispose();
  });

  it('books exactly 5 of 20 acceptances for one slot at 5 tables, and tells the 15 others it was just taken', async () => {
    await seedMeetingSettings(t.db, { tables: 5 });
    const [slot] = FIXTURE_SLOTS;
    const requests: { id: string; to: string }[] = [];
    for (let pair = 0; pair < 20; pair += 1) {
      const [from, to] = [`a${pair}`, `b${pair}`];
      await seedParticipant(t.db, from);
      await seedParticipant(t.db, to);
      const answer = await requestMeeting({ ...deps(0), db: t.db }, from, { id: to }, [slot], '');
      if (!answer.ok) throw new Error(answer.problem);
      requests.push({ id: answer.id, to });
    }
    const answers = await Promise.all(
      requests.map((request, index) => acceptRequest(deps(index), request.to, request.id, slot)),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(5);
    expect(answers.filter((answer) => !answer.ok)).toEqual(
      Array.from({ length: 15 }, () => ({ ok: false, problem: 'taken', remaining: [] })),
    );
    const booked = await t.db.kysely
      .selectFrom('market_meetings')
      .select(['table_id', 'slot_start'])
      .where('status', '=', 'booked')
      .execute();
    expect(booked.map((meeting) => meeting.table_id).sort()).toEqual([
      'table-1',
      'table-2',
      'table-3',
      'table-4',
      'table-5',
    ]);
    const requestStates = await t.db.kysely
      .selectFrom('market_requests')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .orderBy('status')
      .execute();
    expect(requestStates.map((row) => [row.status, Number(row.count)])).toEqual([
      ['accepted', 5],
      ['open', 15],
    ]);
    expect(
      await t.db.kysely.selectFrom('outbox').select('id').where('kind', '=', 'market-meeting-accepted').execute(),
    ).toHaveLength(10);
  });

  it('never seats a person or a table twice in one slot, whatever the mix of concurrent changes', async () => {
    await seedMeetingSettings(t.db, { tables: 2, maxOpenRequests: 50, maxNewSendersPerDay: 50 });
    const people = Array.from({ length: 12 }, (_, index) => `p${index}`);
    for (const person of people) await seedParticipant(t.db, person);
    const next = random(dialect === 'sqlite' ? 38 : 83);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
    const somePair = () => {
      const from = pick(people);
      return [from, pick(people.filter((other) => other !== from))] as const;
    };
    const someSlots = () => FIXTURE_SLOTS.filter(() => next() < 0.6).slice(0, 3);

    for (let round = 0; round < 6; round += 1) {
      const open = await t.db.kysely
        .selectFrom('market_requests')
        .innerJoin('market_request_slots', 'market_request_slots.request_id', 'market_requests.id')
        .select(['id', 'to_id', 'slot_start'])
        .where('status', '=', 'open')
        .execute();
      const booked = await t.db.kysely
        .selectFrom('market_meetings')
        .select(['id', 'a_id', 'b_id'])
        .where('status', '=', 'booked')
        .execute();
      const actions: (() => Promise<unknown>)[] = [];
      for (let step = 0; step < 24; step += 1) {
        const roll = next();
        if (roll < 0.35 || open.length === 0) {
          const [from, to] = somePair();
          const slots = someSlots();
          actions.push(() =>
            requestMeeting(deps(step), from, { id: to }, slots.length ? slots : [FIXTURE_SLOTS[0]], ''),
          );
        } else if (roll < 0.85 || booked.length === 0) {
          const choice = pick(open);
          actions.push(() => acceptRequest(deps(step), choice.to_id, choice.id, Number(choice.slot_start)));
        } else {
          const meeting = pick(booked);
          actions.push(() => cancelMeeting(deps(step), next() < 0.5 ? meeting.a_id : meeting.b_id, meeting.id));
        }
      }
      await Promise.all(actions.map((action) => action()));
    }

    const meetings = await t.db.kysely
      .selectFrom('market_meetings')
      .select(['id', 'a_id', 'b_id', 'slot_start', 'table_id'])
      .where('status', '=', 'booked')
      .execute();
    expect(meetings.length).toBeGreaterThan(3);
    const seats = (key: (meeting: (typeof meetings)[number]) => string[]) => {
      const keys = meetings.flatMap(key);
      return keys.length - new Set(keys).size;
    };
    expect(seats((meeting) => [`${meeting.table_id}@${meeting.slot_start}`])).toBe(0);
    expect(seats((meeting) => [`${meeting.a_id}@${meeting.slot_start}`, `${meeting.b_id}@${meeting.slot_start}`])).toBe(
      0,
    );
    // The slot rows are exactly the booked meetings' rows.
    const tableRows = await t.db.kysely.selectFrom('market_table_slots').select('meeting_id').execute();
    const personRows = await t.db.kysely.selectFrom('market_person_slots').select('meeting_id').execute();
    const ids = meetings.map((meeting) => meeting.id).sort();
    expect(tableRows.map((row) => row.meeting_id).sort()).toEqual(ids);
    expect(personRows.map((row) => row.meeting_id).sort()).toEqual([...ids, ...ids].sort());
  });
});
