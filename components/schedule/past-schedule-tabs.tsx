import { Tabs } from '@/components/ui/tabs';
import type { ScheduleDay } from '@/content/schedules';
import { BoardList } from './board-list';
import type { BoardTexts } from './schedule-board';

/** Tabs Day 1 to Day 4 of the past edition, Day 1 selected first. */
export function PastScheduleTabs({
  days,
  label,
  texts,
}: {
  days: readonly ScheduleDay[];
  /** "Past schedule by day" */ label: string;
  texts: BoardTexts;
}) {
  return (
    <Tabs
      label={label}
      defaultTabId="day-1"
      idPrefix="past-schedule"
      tabs={days.map((day) => ({
        id: `day-${day.day}`,
        label: day.label,
        panel: (
          <BoardList boards={day.boards} idPrefix={`past-day-${day.day}`} priorityFirst={day.day === 1} texts={texts} />
        ),
      }))}
    />
  );
}
