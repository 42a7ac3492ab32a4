import { screen } from '@testing-library/react';
import { installIntersectionObserver } from '@/components/ui/test-support/browser-fakes';
import { pastScheduleDays, programmeBoards } from '@/content/schedules';
import { en } from '@/content/messages/en';
import { ScheduleBoard } from './schedule-board';
import { renderInEnglish } from '@/components/ui/test-support/texts';

beforeAll(() => installIntersectionObserver());

describe('ScheduleBoard', () => {
  it('gives a day board a short alt and its sessions as the description', () => {
    const board = pastScheduleDays[0].boards[0];
    renderInEnglish(<ScheduleBoard texts={en.schedule} board={board} id="day-1-1" priority />);
    const image = screen.getByRole('img', { name: `Schedule board: ${board.title}` });
    for (const session of board.sessions) {
      expect(image).toHaveAccessibleDescription(expect.stringContaining(session.title));
      expect(image).toHaveAccessibleDescription(expect.stringContaining(session.time));
    }
    expect(screen.getByText('Read this schedule as text')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(board.sessions.length);
  });

  it('describes an overview board with its items, also before its image loads', () => {
    const board = programmeBoards.overview[1];
    renderInEnglish(<ScheduleBoard texts={en.schedule} board={board} id="overview-2" />);
    const image = screen.getByRole('img', { name: `Schedule board: ${board.title}` });
    expect(image.tagName).toBe('DIV');
    for (const item of board.items) expect(image).toHaveAccessibleDescription(expect.stringContaining(item));
  });
});
