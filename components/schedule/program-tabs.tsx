import { ProgrammeTabs } from '@/components/programme/programme-tabs';
import { SessionList } from '@/components/programme/session-list';
import type { ScheduleDay } from '@/content/schedules';
import type { OverviewBoard } from '@/content/schemas/schedules';
import type { Locale } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import { fill, messages } from '@/lib/i18n';
import { calendarPathIn, calendarPaths, programmeDaysIn, sessionsByDay } from '@/lib/programme';
import { AgendaList } from '@/components/programme/agenda-list';
import { BoardList } from './board-list';

type ProgramTabsProps = {
  overview: readonly OverviewBoard[];
  days: readonly ScheduleDay[];
  /** The element holding the day lists, which My agenda reads. */
  listsId: string;
  locale: Locale;
  /** What the server's clock adds to the real one (lib/phase). */
  clockOffset?: number;
  /** After the edition: a record, without the stars and My agenda that plan a visit. */
  record?: boolean;
};

/**
 * Tabs Overview and Day 1 to Day 4 of the programme (Overview selected first, or
 * today's tab during the event), each day's board followed by its sessions, then My agenda: the
 * starred sessions by day, read from those day lists (`listsId`) by its island. As a `record`,
 * after the edition, the sessions have no stars and there is no agenda to plan.
 */
export function ProgramTabs({ overview, days, listsId, locale, clockOffset = 0, record = false }: ProgramTabsProps) {
  const t = messages(locale).schedule;
  const programmeDays = sessionsByDay(localizedContent(locale).programme.sessions, programmeDaysIn(locale));
  return (
    <ProgrammeTabs
      clockOffset={clockOffset}
      label={fill(t.tabsLabel, { year: localizedContent(locale).edition.year })}
      days={programmeDays.map((day) => ({ id: `day-${day.day}`, startsAt: day.startsAt, endsAt: day.endsAt }))}
      tabs={[
        {
          id: 'overview',
          label: t.overview,
          panel: <BoardList boards={overview} idPrefix="program-overview" priorityFirst texts={t} />,
        },
        ...days.map((day) => {
          const sessions = programmeDays.find((programmeDay) => programmeDay.day === day.day);
          return {
            id: `day-${day.day}`,
            label: day.label,
            panel: (
              <div data-programme-day={`day-${day.day}`}>
                <BoardList boards={day.boards} idPrefix={`program-day-${day.day}`} texts={t} />
                {sessions ? (
                  <SessionList
                    sessions={sessions.sessions}
                    heading={fill(t.sessionsOn, { date: sessions.longDate })}
                    dayLabel={`${sessions.label} · ${sessions.longDate}`}
                    locale={locale}
                    stars={!record}
                  />
                ) : null}
              </div>
            ),
          };
        }),
        ...(record ? [] : [myAgendaTab(t.myAgenda, listsId, locale)]),
      ]}
    />
  );
}

/** The starred sessions by day: the stars live in this browser's storage, so without JavaScript there is none. */
function myAgendaTab(label: string, listsId: string, locale: Locale) {
  return {
    id: 'my-agenda',
    label,
    // The stars live in this browser's storage: without JavaScript there is no agenda.
    needsScript: true,
    panel: (
      <div id="my-agenda">
        <AgendaList listsId={listsId} calendarPath={calendarPathIn(locale, calendarPaths.agenda)} />
      </div>
    ),
  };
}
