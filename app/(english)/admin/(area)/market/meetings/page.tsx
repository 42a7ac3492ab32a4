import { ExportLinks } from '@/components/admin/export-links';
import { Outcome } from '@/components/admin/outcome';
import { MeetingSettingsForm, MeetingTables } from '@/components/admin/market-meetings-setup';
import {
  DayLinks,
  MeetingCountsList,
  MeetingGridTable,
  NoShowList,
  ReportsList,
} from '@/components/admin/market-meetings-view';
import { pageUser } from '@/lib/authz';
import { bookedMeetingsOn, meetingCounts, meetingGrid, noShowMeetings, openReports } from '@/lib/market/organiser';
import { listTables } from '@/lib/market/settings-store';
import { DEFAULT_MEETING_SETTINGS, meetingSettings } from '@/lib/market/slots';
import { siteClock } from '@/lib/phase';
import { appDb } from '@/lib/runtime';

export const metadata = { title: 'Market meetings' };

const done: Record<string, string> = {
  settings: 'The meeting settings were saved.',
  'table-added': 'The table was added.',
  'table-renamed': 'The table was renamed.',
  'table-removed': 'The table was removed.',
  'report-resolved': 'The report was marked resolved.',
  'report-already-resolved': 'Another organiser had already resolved that report.',
};

const heading = 'mt-10 text-xl font-bold text-ink';

/**
 * The market's meetings for organisers: the counts and the export, one day's meetings by slot and
 * table, the no-shows, the participants' open reports, and the setup (days, hours, slot length,
 * caps, tables). Every form posts to a route of its own and comes back here with the outcome.
 */
export default async function MarketMeetingsPage({ searchParams }: PageProps<'/admin/market/meetings'>) {
  await pageUser('organise');
  const params = await searchParams;
  const text = (name: string) => (typeof params[name] === 'string' ? params[name] : undefined);
  const db = await appDb();
  const { now } = await siteClock();
  const saved = await meetingSettings(db);
  const settings = saved ?? DEFAULT_MEETING_SETTINGS;
  const days = [...settings.days].sort();
  const day = days.includes(text('day') ?? '') ? (text('day') as string) : days[0];
  const [tables, meetings, counts, noShows, reports] = await Promise.all([
    listTables(db),
    bookedMeetingsOn(db, day),
    meetingCounts(db, settings.slotMinutes, now),
    noShowMeetings(db),
    openReports(db),
  ]);
  const grid = meetingGrid(settings, day, tables, meetings);
  const typed = Object.fromEntries(
    Object.entries(params)
      .filter(([name, value]) => name.startsWith('typed.') && typeof value === 'string')
      .map(([name, value]) => [name.slice('typed.'.length), value as string]),
  );
  const refusedSettings = text('error') !== undefined && typed.start !== undefined;
  const message = done[text('done') ?? ''];
  const error = text('error')?.slice(0, 600);
  // What a form came back with shows in its own section (the redirect scrolls there).
  const here = (section?: string) => text('at') === section;
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">Market meetings</h1>
      <Outcome message={here() ? message : undefined} error={here() ? error : undefined} />

      <h2 className={heading}>Counts</h2>
      <MeetingCountsList counts={counts} />
      <p className="mt-3 text-sm text-ink/80">
        Held: booked, slot over, nobody marked absent. No-show: either side marked the other absent. Every meeting,
        booked and cancelled: <ExportLinks href={(format) => `/api/admin/market/meetings/export?format=${format}`} />
      </p>

      <h2 id="grid" className={heading}>
        Meetings by table
      </h2>
      {saved ? (
        <>
          <DayLinks days={days} current={day} />
          <MeetingGridTable grid={grid} />
        </>
      ) : (
        <p className="mt-4 text-ink">No meeting slots until the settings below are saved.</p>
      )}

      <h2 className={heading}>No-shows</h2>
      <NoShowList meetings={noShows} />

      <h2 id="reports" className={heading}>
        Open reports
      </h2>
      {here('reports') ? <Outcome message={message} error={error} /> : null}
      <ReportsList reports={reports} />

      <h2 id="setup" className={heading}>
        Setup
      </h2>
      {here('setup') ? <Outcome message={message} error={error} /> : null}
      <MeetingSettingsForm
        settings={settings}
        saved={saved !== null}
        typed={refusedSettings ? typed : null}
        invalid={(text('invalid') ?? '').split(',').filter(Boolean)}
      />

      <h2 id="tables" className={heading}>
        Meeting tables
      </h2>
      {here('tables') ? <Outcome message={message} error={error} /> : null}
      <MeetingTables tables={tables} typedName={refusedSettings ? '' : (typed.name ?? '')} />
    </>
  );
}
