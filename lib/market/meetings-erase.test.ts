/** @jest-environment node */
import { erasePerson } from '@/lib/admin/erase';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { acceptRequest, block, markUnavailable, report, requestMeeting, type MeetingDeps } from './meetings';
import { FIXTURE_NOW, FIXTURE_SLOTS, seedMeetingSettings, seedParticipant } from './meetings-fixtures';

const [s1, s2, s3] = FIXTURE_SLOTS;

describe.each(dialectsUnderTest())('erasing a participant on %s', (dialect) => {
  let t: TestDatabase;

  beforeEach(async () => {
    t = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('removes their requests, meetings, slot rows, unavailability, blocks and reports, and no one else’s', async () => {
    await seedMeetingSettings(t.db);
    for (const id of ['ada', 'bola', 'chidi']) await seedParticipant(t.db, id);
    const deps: MeetingDeps = { db: t.db, linkSecret: 'test-secret-test-secret-test-secret-0', now: FIXTURE_NOW };
    const ask = async (from: string, to: string, slot: number) => {
      const answer = await requestMeeting(deps, from, { id: to }, [slot], '');
      if (!answer.ok) throw new Error(answer.problem);
      return answer.id;
    };
    await acceptRequest(deps, 'bola', await ask('ada', 'bola', s1), s1);
    await acceptRequest(deps, 'chidi', await ask('bola', 'chidi', s2), s2);
    await ask('chidi', 'ada', s3);
    await markUnavailable(t.db, 'ada', [s2]);
    await markUnavailable(t.db, 'bola', [s3]);
    await block(deps, 'ada', 'chidi');
    await report(deps, 'bola', 'ada', 'Rude');

    await erasePerson(t.db, 'ada@example.com', 'org@example.com', FIXTURE_NOW);

    const count = async (
      table:
        | 'market_requests'
        | 'market_meetings'
        | 'market_person_slots'
        | 'market_table_slots'
        | 'market_unavailable'
        | 'market_blocks'
        | 'market_reports'
        | 'market_request_slots',
    ) => (await t.db.kysely.selectFrom(table).selectAll().execute()).length;
    // What is left is bola and chidi's meeting and bola's own unavailability.
    expect(await count('market_meetings')).toBe(1);
    expect(await count('market_requests')).toBe(1);
    expect(await count('market_request_slots')).toBe(1);
    expect(await count('market_table_slots')).toBe(1);
    expect(await count('market_person_slots')).toBe(2);
    expect(await count('market_unavailable')).toBe(1);
    expect(await count('market_blocks')).toBe(0);
    expect(await count('market_reports')).toBe(0);
    const slots = await t.db.kysely
      .selectFrom('market_person_slots')
      .select('person_id')
      .orderBy('person_id')
      .execute();
    expect(slots.map((row) => row.person_id)).toEqual(['bola', 'chidi']);
  });
});
