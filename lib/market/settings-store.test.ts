/** @jest-environment node */
import { listAudit } from '@/lib/audit';
import { dialectsUnderTest, useTestDatabase } from '@/lib/db/testing';
import { seedMeeting, seedPerson, seedTable } from './organiser-fixtures';
import {
  addTable,
  listTables,
  MarketSetupError,
  parseMeetingSettings,
  removeTable,
  renameTable,
  saveMeetingSettings,
} from './settings-store';
import { DEFAULT_MEETING_SETTINGS, lagosInstant, meetingSettings } from './slots';

const form = {
  'day-2025-09-17': 'on',
  'day-2025-09-18': 'on',
  start: '10:00',
  end: '12:00',
  slotMinutes: '20',
  maxOpenRequests: '20',
  maxNewSendersPerDay: '10',
};

function refusal(run: () => unknown): MarketSetupError {
  try {
    run();
  } catch (error) {
    if (error instanceof MarketSetupError) return error;
    throw error;
  }
  throw new Error('not refused');
}

async function refusedWith(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MarketSetupError) return error.message;
    throw error;
  }
  throw new Error('not refused');
}

describe('the meeting settings form', () => {
  it('reads ticked days, hours, slot length and caps', () => {
    expect(parseMeetingSettings(form)).toEqual({
      days: ['2025-09-17', '2025-09-18'],
      startMinute: 600,
      endMinute: 720,
      slotMinutes: 20,
      maxOpenRequests: 20,
      maxNewSendersPerDay: 10,
    });
    expect(parseMeetingSettings({ ...form, 'day-2025-09-17': undefined, days: ['2025-09-19'] }).days).toEqual([
      '2025-09-18',
      '2025-09-19',
    ]);
  });

  it('names every field that is wrong', () => {
    const error = refusal(() =>
      parseMeetingSettings({
        start: '25:00',
        end: '9',
        slotMinutes: '2',
        maxOpenRequests: '0',
        maxNewSendersPerDay: 'x',
      }),
    );
    expect(Object.keys(error.fieldErrors).sort()).toEqual(
      ['days', 'end', 'maxNewSendersPerDay', 'maxOpenRequests', 'slotMinutes', 'start'].sort(),
    );
    expect(refusal(() => parseMeetingSettings({ ...form, days: ['2025-10-01'] })).fieldErrors.days).toEqual([
      'Choose days of the event only.',
    ]);
    expect(refusal(() => parseMeetingSettings({ ...form, start: '11:50', end: '12:00' })).message).toBe(
      'Not saved. End: The end must leave room for at least one slot after the start.',
    );
  });
});

describe.each(dialectsUnderTest())('meeting setup on %s', (dialect) => {
  const current = useTestDatabase(dialect);

  it('saves the settings, audited, and refuses a change that drops a booked slot, naming it', async () => {
    const { db } = current();
    await saveMeetingSettings(db, parseMeetingSettings(form), 'org@example.com', 10);
    expect(await meetingSettings(db)).toEqual(parseMeetingSettings(form));
    await seedPerson(db, 'ada', { name: 'Ada' });
    await seedPerson(db, 'bayo', { name: 'Bayo' });
    await seedTable(db, 't1', 'Table 1', 1);
    await seedMeeting(db, {
      id: 'm1',
      a: 'ada',
      b: 'bayo',
      slotStart: lagosInstant('2025-09-17', 11 * 60 + 20),
      table: 't1',
    });

    // Dropping the day, or ending before 11:40, strands it.
    for (const change of [{ 'day-2025-09-17': undefined }, { end: '11:20' }]) {
      const message = await refusedWith(
        saveMeetingSettings(db, parseMeetingSettings({ ...form, ...change }), 'org@example.com', 20),
      );
      expect(message).toBe(
        'Not saved: a booked meeting is in a slot these settings remove (Wed 17 Sep 11:20 at Table 1). Keep its slot, or ask the participants to cancel first.',
      );
    }
    // Another slot length or first time would move the grid under the booked meeting, even one
    // whose slots still include 11:20 (a new meeting at 11:00 for 40 minutes would overlap it).
    for (const change of [{ slotMinutes: '40' }, { slotMinutes: '30' }, { start: '09:40' }]) {
      const message = await refusedWith(
        saveMeetingSettings(db, parseMeetingSettings({ ...form, ...change }), 'org@example.com', 20),
      );
      expect(message).toMatch(
        /^Not saved: meetings are booked, so the first meeting time of the day and the slot length/,
      );
    }
    expect(await meetingSettings(db)).toEqual(parseMeetingSettings(form));
    // A change that keeps the grid is fine: longer hours, another day added, another cap.
    await saveMeetingSettings(
      db,
      parseMeetingSettings({ ...form, end: '17:00', 'day-2025-09-19': 'on', maxOpenRequests: '5' }),
      'org@example.com',
      30,
    );
    expect(await meetingSettings(db)).toMatchObject({ endMinute: 1020, slotMinutes: 20, maxOpenRequests: 5 });
    // A cancelled meeting holds no slot.
    await db.kysely.updateTable('market_meetings').set({ status: 'cancelled' }).execute();
    await saveMeetingSettings(db, DEFAULT_MEETING_SETTINGS, 'org@example.com', 40);
    const audit = await listAudit(db);
    expect(audit.filter((entry) => entry.action === 'market-settings')).toHaveLength(3);
  });

  it('adds, renames and removes tables; refuses duplicates and tables with meetings', async () => {
    const { db } = current();
    const one = await addTable(db, '  Table   1 ', 'org@example.com');
    const two = await addTable(db, 'Table 2', 'org@example.com');
    expect(await refusedWith(addTable(db, 'table 1', 'org@example.com'))).toBe(
      'There is already a table called “table 1”.',
    );
    expect(await refusedWith(addTable(db, ' ', 'org@example.com'))).toBe('Give the table a name.');
    expect(await refusedWith(renameTable(db, two.id, 'TABLE 1', 'org@example.com'))).toBe(
      'There is already a table called “TABLE 1”.',
    );
    await renameTable(db, two.id, 'Baobab', 'org@example.com');
    expect((await listTables(db)).map((table) => [table.name, table.position])).toEqual([
      ['Table 1', 1],
      ['Baobab', 2],
    ]);

    await seedPerson(db, 'ada', { name: 'Ada' });
    await seedPerson(db, 'bayo', { name: 'Bayo' });
    await seedMeeting(db, { id: 'm1', a: 'ada', b: 'bayo', slotStart: lagosInstant('2025-09-16', 600), table: one.id });
    expect(await refusedWith(removeTable(db, one.id, 'org@example.com'))).toBe(
      'Table 1 holds a booked meeting (Tue 16 Sep 10:00 at Table 1): it stays until it is cancelled.',
    );
    expect((await listTables(db))[0].booked).toBe(1);
    await db.kysely.deleteFrom('market_table_slots').execute();
    await db.kysely.updateTable('market_meetings').set({ status: 'cancelled' }).execute();
    expect(await refusedWith(removeTable(db, one.id, 'org@example.com'))).toBe(
      'Table 1 is named by cancelled meetings the counts and the export keep: rename it instead.',
    );
    await removeTable(db, two.id, 'org@example.com');
    expect((await listTables(db)).map((table) => table.name)).toEqual(['Table 1']);
    const three = await addTable(db, 'Table 3', 'org@example.com');
    expect(three.position).toBe(2);
    const actions = (await listAudit(db)).map((entry) => entry.action).reverse();
    expect(actions).toEqual([
      'market-table-added',
      'market-table-added',
      'market-table-renamed',
      'market-table-removed',
      'market-table-added',
    ]);
  });
});
