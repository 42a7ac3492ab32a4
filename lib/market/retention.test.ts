/** @jest-environment node */
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { applyMarketRetention, retentionCutoff } from './retention';

/** The 2025 edition ends at midnight after 19 September, Lagos (23:00 UTC). */
const end2025 = Date.parse('2025-09-19T23:00:00Z');
const day = 86_400_000;

describe('the market retention cutoff', () => {
  it('is the end of the latest edition 90 days past', () => {
    // Just before the 2025 edition's 90 days are over, the one before it (2024) is the cutoff.
    expect(retentionCutoff(end2025 + 90 * day - 1)).toBe(Date.parse('2024-09-19T23:00:00Z'));
    expect(retentionCutoff(Date.parse('2024-01-01T00:00:00Z'))).toBeNull();
    expect(retentionCutoff(end2025 + 90 * day)).toBe(end2025);
    // Late November 2026: the 2026 edition's 90 days are not over yet, the 2025 one's are.
    expect(retentionCutoff(Date.parse('2026-11-29T12:00:00Z'))).toBe(end2025);
    expect(retentionCutoff(Date.parse('2026-12-19T12:00:00Z'))).toBe(Date.parse('2026-09-19T23:00:00Z'));
  });
});

describe.each(dialectsUnderTest())('applying the market retention on %s', (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('erases the participants of an edition 90 days after it, and keeps those of the next', async () => {
    const person = (id: string, created: number, active: number | null) =>
      t.db.kysely
        .insertInto('market_people')
        .values({
          id,
          email: `${id}@example.com`,
          kind: 'attendee',
          source_id: id,
          locale: 'en',
          created_at: created,
          last_active_at: active,
        })
        .execute();
    await person('before', end2025 - 30 * day, end2025 - day);
    await person('never-back', end2025 - 30 * day, null);
    await person('came-back', end2025 - 30 * day, end2025 + day);
    await person('after', end2025 + 10 * day, null);
    await t.db.kysely
      .insertInto('market_profiles')
      .values({
        person_id: 'before',
        slug: 'before',
        display_name: 'B',
        role: 'buyer',
        country: 'NG',
        status: 'published',
        reason: null,
        created_at: 1,
        updated_at: 1,
        published_at: 1,
      })
      .execute();

    expect(await applyMarketRetention(t.db, end2025 + 89 * day)).toBe(0);
    expect(await applyMarketRetention(t.db, end2025 + 90 * day)).toBe(2);
    const left = await t.db.kysely.selectFrom('market_people').select('id').orderBy('id').execute();
    expect(left.map((row) => row.id)).toEqual(['after', 'came-back']);
    expect(await t.db.kysely.selectFrom('market_profiles').selectAll().execute()).toEqual([]);
  });
});
