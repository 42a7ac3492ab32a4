import { DEFAULT_MEETING_SETTINGS, eventDays, isSlot, lagosInstant, slotStarts } from './slots';

describe('meeting slots', () => {
  it('covers the event days', () => {
    expect(eventDays()).toEqual(['2025-09-16', '2025-09-17', '2025-09-18', '2025-09-19']);
  });

  it('counts hours in Lagos time', () => {
    expect(new Date(lagosInstant('2025-09-17', 10 * 60)).toISOString()).toBe('2025-09-17T09:00:00.000Z');
  });

  it('lists whole slots only, day after day', () => {
    const settings = {
      ...DEFAULT_MEETING_SETTINGS,
      days: ['2025-09-18', '2025-09-17'],
      startMinute: 600,
      endMinute: 650,
    };
    expect(slotStarts(settings).map((start) => new Date(start).toISOString())).toEqual([
      '2025-09-17T09:00:00.000Z',
      '2025-09-17T09:20:00.000Z',
      '2025-09-18T09:00:00.000Z',
      '2025-09-18T09:20:00.000Z',
    ]);
    expect(isSlot(settings, Date.parse('2025-09-17T09:20:00Z'))).toBe(true);
    expect(isSlot(settings, Date.parse('2025-09-17T09:40:00Z'))).toBe(false);
    expect(isSlot(settings, Date.parse('2025-09-17T09:10:00Z'))).toBe(false);
  });

  it('fills the default day with 21 slots of 20 minutes', () => {
    expect(slotStarts({ ...DEFAULT_MEETING_SETTINGS, days: ['2025-09-16'] })).toHaveLength(21);
  });
});
