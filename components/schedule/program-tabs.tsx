import { Tabs } from '@/components/ui/tabs';
import type { ScheduleDay } from '@/content/schedules';
import type { OverviewBoard } from '@/content/schemas/schedules';
import { BoardList } from './board-list';

type ProgramTabsProps = {
  overview: OverviewBoard[];
  days: ScheduleDay[];
};

/** Tabs Overview and Day 1 to Day 4 of the 2025 programme, Overview selected first. */
export function ProgramTabs({ overview, days }: ProgramTabsProps) {
  return (
    <Tabs
      label="2025 programme"
      defaultTabId="overview"
      tabs={[
        { id: 'overview', label: 'Overview', panel: <BoardList boards={overview} idPrefix="program-overview" priorityFirst /> },
        ...days.map((day) => ({
          id: `day-${day.day}`,
          label: day.label,
          panel: <BoardList boards={day.boards} idPrefix={`program-day-${day.day}`} />,
        })),
      ]}
    />
  );
}
