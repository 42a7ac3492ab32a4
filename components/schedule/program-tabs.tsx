import { ProgrammeTabs } from '@/components/programme/programme-tabs';
import { SessionList } from '@/components/programme/session-list';
import type { ScheduleDay } from '@/content/schedules';
import type { OverviewBoard } from '@/content/schemas/schedules';
import { site } from '@/content/site';
import { sessionsByDay } from '@/lib/programme';
import { BoardList } from './board-list';

type ProgramTabsProps = {
  overview: OverviewBoard[];
  days: ScheduleDay[];
};

/**
 * Tabs Overview and Day 1 to Day 4 of the 2025 programme (Overview selected first, or today's
 * tab during the event), each day's board followed by its sessions. My agenda is beside them
 * (components/programme/agenda-entries.tsx), not a sixth tab: SPEC.md fixes the tab list.
 */
export function ProgramTabs({ overview, days }: ProgramTabsProps) {
  const programmeDays = sessionsByDay();
  return (
    <ProgrammeTabs
      label={`${site.edition} programme`}
      days={programmeDays.map((day) => ({ id: `day-${day.day}`, startsAt: day.startsAt, endsAt: day.endsAt }))}
      tabs={[
        { id: 'overview', label: 'Overview', panel: <BoardList boards={overview} idPrefix="program-overview" priorityFirst /> },
        ...days.map((day) => {
          const sessions = programmeDays.find((programmeDay) => programmeDay.day === day.day);
          return {
            id: `day-${day.day}`,
            label: day.label,
            panel: (
              <div data-programme-day={`day-${day.day}`}>
                <BoardList boards={day.boards} idPrefix={`program-day-${day.day}`} />
                {sessions ? <SessionList sessions={sessions.sessions} heading={`Sessions on ${sessions.longDate}`} dayLabel={`${sessions.label} · ${sessions.longDate}`} /> : null}
              </div>
            ),
          };
        }),
      ]}
    />
  );
}
