/** @jest-environment node */
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { erasePerson } from '@/lib/admin/erase';

const T = 1_000;
const slot = Date.parse('2025-09-17T09:00:00Z');

/** Every market table and how many rows it holds. */
async function counts(t: TestDatabase) {
  const tables = [
    'market_people',
    'market_users',
    'market_sessions',
    'market_verifications',
    'market_profiles',
    'market_profile_images',
    'market_unavailable',
    'market_requests',
    'market_request_slots',
    'market_meetings',
    'market_table_slots',
    'market_person_slots',
    'market_blocks',
    'market_reports',
  ] as const;
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

describe.each(dialectsUnderTest())('erasing a market participant on %s', (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await t.dispose();
  });

  async function participant(id: string, email: string) {
    const k = t.db.kysely;
    await k
      .insertInto('market_people')
      .values({ id, email, kind: 'attendee', source_id: id, locale: 'en', created_at: T })
      .execute();
    await k
      .insertInto('market_profiles')
      .values({
        person_id: id,
        slug: id,
        display_name: id,
        role: 'seller',
        country: 'NG',
        status: 'published',
        reason: null,
        created_at: T,
        updated_at: T,
        published_at: T,
      })
      .execute();
  }

  it('removes the profile, requests, meetings, blocks, reports and sign-in, and frees the other side', async () => {
    const k = t.db.kysely;
    await participant('gone', 'gone@example.com');
    await participant('stays', 'stays@example.com');
    await participant('third', 'third@example.com');
    await k
      .insertInto('market_profile_images')
      .values({ person_id: 'gone', webp: new Uint8Array([1, 2, 3]), width: 1, height: 1, updated_at: T })
      .execute();
    await k
      .insertInto('market_users')
      .values({
        id: 'u1',
        name: 'Gone',
        email: 'gone@example.com',
        emailVerified: dialect === 'postgres' ? (true as never) : (1 as never),
        createdAt: new Date(T),
        updatedAt: new Date(T),
      } as never)
      .execute();
    await k
      .insertInto('market_sessions')
      .values({
        id: 's1',
        token: 'tok',
        userId: 'u1',
        expiresAt: new Date(T),
        createdAt: new Date(T),
        updatedAt: new Date(T),
      } as never)
      .execute();
    await k
      .insertInto('market_verifications')
      .values({
        id: 'v1',
        identifier: 'hash',
        value: JSON.stringify({ email: 'gone@example.com' }),
        expiresAt: new Date(T),
        createdAt: new Date(T),
        updatedAt: new Date(T),
      })
      .execute();
    await k
      .insertInto('market_unavailable')
      .values({ person_id: 'gone', slot_start: slot + 1_200_000 })
      .execute();
    await k.insertInto('market_tables').values({ id: 't1', name: 'Table 1', position: 1, created_at: T }).execute();
    for (const [id, from, to, status] of [
      ['r1', 'stays', 'gone', 'accepted'],
      ['r2', 'gone', 'third', 'open'],
      ['r3', 'stays', 'third', 'open'],
    ] as const) {
      await k
        .insertInto('market_requests')
        .values({ id, from_id: from, to_id: to, status, reason: null, created_at: T, decided_at: null })
        .execute();
      await k.insertInto('market_request_slots').values({ request_id: id, slot_start: slot }).execute();
    }
    await k
      .insertInto('market_meetings')
      .values({
        id: 'm1',
        request_id: 'r1',
        a_id: 'stays',
        b_id: 'gone',
        slot_start: slot,
        table_id: 't1',
        status: 'booked',
        cancelled_by: null,
        created_at: T,
        cancelled_at: null,
        reminded_at: null,
      })
      .execute();
    await k.insertInto('market_table_slots').values({ table_id: 't1', slot_start: slot, meeting_id: 'm1' }).execute();
    await k
      .insertInto('market_person_slots')
      .values([
        { person_id: 'stays', slot_start: slot, meeting_id: 'm1' },
        { person_id: 'gone', slot_start: slot, meeting_id: 'm1' },
      ])
      .execute();
    await k
      .insertInto('market_blocks')
      .values([
        { blocker_id: 'third', blocked_id: 'gone', created_at: T },
        { blocker_id: 'gone', blocked_id: 'stays', created_at: T },
      ])
      .execute();
    await k
      .insertInto('market_reports')
      .values({ id: 'p1', reporter_id: 'third', reported_id: 'gone', reason: 'spam', created_at: T, resolved_at: null })
      .execute();

    const erased = await erasePerson(t.db, ' GONE@example.com', 'org@example.com', 2 * T);
    expect(erased.marketParticipants).toBe(1);
    expect(await counts(t)).toEqual({
      market_people: 2,
      market_users: 0,
      market_sessions: 0,
      market_verifications: 0,
      market_profiles: 2,
      market_profile_images: 0,
      market_unavailable: 0,
      market_requests: 1,
      market_request_slots: 1,
      market_meetings: 0,
      // The slot and the table "stays" shared with the erased person are free again.
      market_table_slots: 0,
      market_person_slots: 0,
      market_blocks: 0,
      market_reports: 0,
    });
    expect(await k.selectFrom('market_requests').select('id').execute()).toEqual([{ id: 'r3' }]);
    expect((await erasePerson(t.db, 'nobody@example.com', 'org@example.com', 3 * T)).marketParticipants).toBe(0);
  });
});
