/** @jest-environment node */
import { listAudit } from '@/lib/audit';
import { tableChunks, type ExportFormat } from '@/lib/admin/export';
import { dialectsUnderTest, useTestDatabase } from '@/lib/db/testing';
import { seedMeeting, seedPerson, seedRequest, seedTable } from './organiser-fixtures';
import {
  bookedMeetingsOn,
  cellKey,
  meetingCounts,
  MEETING_EXPORT_COLUMNS,
  meetingExportBatches,
  meetingGrid,
  noShowMeetings,
  openReports,
  resolveReport,
} from './organiser';
import { DEFAULT_MEETING_SETTINGS, lagosInstant } from './slots';

const at = (day: string, hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return lagosInstant(day, hours * 60 + minutes);
};

/** The export as the route writes it, through the organiser area's writer. */
async function exported(db: Parameters<typeof meetingExportBatches>[0], format: ExportFormat): Promise<string> {
  let all = '';
  for await (const chunk of tableChunks(MEETING_EXPORT_COLUMNS, meetingExportBatches(db), format)) all += chunk;
  return all;
}

describe.each(dialectsUnderTest())("the organisers' view of the meetings on %s", (dialect) => {
  const current = useTestDatabase(dialect);

  async function seed() {
    const { db } = current();
    await seedPerson(db, 'ada', { name: 'Ada Obi', organisation: 'Lagos Films' });
    await seedPerson(db, 'bayo', { name: '=HYPERLINK("http://evil")', organisation: '+Org' });
    await seedPerson(db, 'chidi', { name: 'Chidi', organisation: '' });
    await seedPerson(db, 'dana'); // no profile: named by the address
    await seedTable(db, 't1', 'Table 1', 1);
    await seedTable(db, 't2', 'Table 2', 2);
    await seedMeeting(db, { id: 'm1', a: 'ada', b: 'bayo', slotStart: at('2025-09-16', '10:00'), table: 't1' });
    await seedMeeting(db, {
      id: 'm2',
      a: 'chidi',
      b: 'dana',
      slotStart: at('2025-09-16', '10:00'),
      table: 't2',
      bNoShow: true,
    });
    await seedMeeting(db, {
      id: 'm3',
      a: 'ada',
      b: 'chidi',
      slotStart: at('2025-09-16', '10:20'),
      table: 't1',
      status: 'cancelled',
    });
    await seedMeeting(db, { id: 'm4', a: 'bayo', b: 'chidi', slotStart: at('2025-09-17', '16:40'), table: 't2' });
    await seedRequest(db, 'r-open', 'dana', 'ada', 'open');
    await seedRequest(db, 'r-declined', 'dana', 'bayo', 'declined');
    await seedRequest(db, 'r-withdrawn', 'dana', 'chidi', 'cancelled');
    return db;
  }

  it('lays one day out as slots by tables, and counts what happened', async () => {
    const db = await seed();
    const meetings = await bookedMeetingsOn(db, '2025-09-16');
    expect(meetings.map((meeting) => meeting.id)).toEqual(['m1', 'm2']);
    const grid = meetingGrid(
      { ...DEFAULT_MEETING_SETTINGS, days: ['2025-09-16'] },
      '2025-09-16',
      [
        { id: 't1', name: 'Table 1' },
        { id: 't2', name: 'Table 2' },
      ],
      meetings,
    );
    expect(grid.slots).toHaveLength(21);
    expect(grid.cells.get(cellKey(at('2025-09-16', '10:00'), 't2'))?.b).toEqual({
      id: 'dana',
      name: 'dana@example.com',
      organisation: '',
      noShow: true,
    });
    expect(grid.cells.size).toBe(2);
    expect(grid.outside).toEqual([]);
    expect((await bookedMeetingsOn(db, '2025-09-17')).map((meeting) => meeting.id)).toEqual(['m4']);

    // Before the event nothing is held; after 16 Sep 10:20 the first day's clean meeting is.
    const before = await meetingCounts(db, 20, at('2025-09-15', '12:00'));
    expect(before).toEqual({ requested: 7, accepted: 4, declined: 1, held: 0, noShow: 1, cancelled: 1 });
    expect((await meetingCounts(db, 20, at('2025-09-16', '10:19'))).held).toBe(0);
    expect((await meetingCounts(db, 20, at('2025-09-16', '10:20'))).held).toBe(1);
    expect((await meetingCounts(db, 20, at('2025-09-20', '10:00'))).held).toBe(2);
    expect((await noShowMeetings(db)).map((meeting) => meeting.id)).toEqual(['m2']);
  });

  it('exports every meeting with formulas defused in CSV', async () => {
    const db = await seed();
    const csv = await exported(db, 'csv');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'day,time_lagos,table,requester,requester_organisation,requester_no_show,accepter,accepter_organisation,accepter_no_show,status',
    );
    expect(lines.slice(1)).toEqual([
      `2025-09-16,10:00,Table 1,Ada Obi,Lagos Films,no,"'=HYPERLINK(""http://evil"")",'+Org,no,booked`,
      '2025-09-16,10:00,Table 2,Chidi,,no,dana@example.com,,yes,booked',
      '2025-09-16,10:20,Table 1,Ada Obi,Lagos Films,no,Chidi,,no,cancelled',
      `2025-09-17,16:40,Table 2,"'=HYPERLINK(""http://evil"")",'+Org,no,Chidi,,no,booked`,
    ]);
    const json = JSON.parse(await exported(db, 'json')) as Record<string, string>[];
    expect(json).toHaveLength(4);
    expect(json[0]).toMatchObject({ day: '2025-09-16', time_lagos: '10:00', accepter: '=HYPERLINK("http://evil")' });
  });

  it('lists open reports and resolves each once, audited', async () => {
    const db = await seed();
    await db.kysely
      .insertInto('market_reports')
      .values([
        {
          id: 'rep1',
          reporter_id: 'ada',
          reported_id: 'dana',
          reason: 'Spam requests',
          created_at: 5,
          resolved_at: null,
        },
        { id: 'rep2', reporter_id: 'chidi', reported_id: 'bayo', reason: 'Rude', created_at: 6, resolved_at: 7 },
      ])
      .execute();
    expect(await openReports(db)).toEqual([
      {
        id: 'rep1',
        createdAt: 5,
        reason: 'Spam requests',
        reporter: 'Ada Obi (ada@example.com)',
        reported: 'dana@example.com',
      },
    ]);
    expect(await resolveReport(db, 'rep1', 'org@example.com', 100)).toBe(true);
    expect(await resolveReport(db, 'rep1', 'org@example.com', 101)).toBe(false);
    expect(await openReports(db)).toEqual([]);
    expect((await listAudit(db)).filter((entry) => entry.action === 'market-report-resolved')).toHaveLength(1);
  });
});
