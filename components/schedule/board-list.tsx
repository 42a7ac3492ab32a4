import type { DayBoard, OverviewBoard } from '@/content/schemas/schedules';
import { ScheduleBoard, type BoardTexts } from './schedule-board';

type BoardListProps = {
  texts: BoardTexts;
  boards: readonly (DayBoard | OverviewBoard)[];
  /** Prefix of the boards' ids, unique within the page. */
  idPrefix: string;
  /** Load the first board at once (it is the page's largest image above the fold). */
  priorityFirst?: boolean;
};

/** The boards of one tab: two to a row when there are several, one centred otherwise. */
export function BoardList({ boards, idPrefix, texts, priorityFirst = false }: BoardListProps) {
  const several = boards.length > 1;
  return (
    <ul className={several ? 'grid items-start gap-6 md:grid-cols-2' : 'mx-auto max-w-3xl'}>
      {boards.map((board, index) => (
        <li key={board.file}>
          <ScheduleBoard
            board={board}
            texts={texts}
            id={`${idPrefix}-${index + 1}`}
            priority={priorityFirst && index === 0}
            sizes={
              several ? '(min-width: 1280px) 596px, (min-width: 768px) 50vw, 100vw' : '(min-width: 800px) 768px, 100vw'
            }
          />
        </li>
      ))}
    </ul>
  );
}
