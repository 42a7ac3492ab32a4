import { dayAt, nowAndNext } from './now';

const at = (time: string) => Date.parse(`2025-09-16T${time}:00+01:00`);
const items = [
  { id: 'exhibition', start: at('09:00'), end: at('17:00') },
  { id: 'keynote', start: at('09:00'), end: at('10:00') },
  { id: 'panel', start: at('10:00'), end: at('11:30') },
  { id: 'opening', start: at('10:00'), end: at('11:00') },
  { id: 'lunch', start: at('13:00'), end: at('14:00') },
];

describe('nowAndNext', () => {
  it('marks what runs now and every session starting next', () => {
    expect(nowAndNext(items, at('09:30'))).toEqual({ now: ['exhibition', 'keynote'], next: ['panel', 'opening'] });
  });

  it('counts a session from its start and not at its end', () => {
    expect(nowAndNext(items, at('10:00'))).toEqual({ now: ['exhibition', 'panel', 'opening'], next: ['lunch'] });
    expect(nowAndNext(items, at('17:00'))).toEqual({ now: [], next: [] });
  });

  it('has nothing next after the last start, and only next before the first', () => {
    expect(nowAndNext(items, at('13:30')).next).toEqual([]);
    expect(nowAndNext(items, at('08:00'))).toEqual({ now: [], next: ['exhibition', 'keynote'] });
  });
});

describe('dayAt', () => {
  const days = [
    { id: 'day-1', startsAt: at('00:00'), endsAt: at('00:00') + 86_399_999 },
    { id: 'day-2', startsAt: at('00:00') + 86_400_000, endsAt: at('00:00') + 2 * 86_400_000 - 1 },
  ];
  it('finds the day of an instant, and none outside the event', () => {
    expect(dayAt(days, at('09:00'))).toBe('day-1');
    expect(dayAt(days, at('09:00') + 86_400_000)).toBe('day-2');
    expect(dayAt(days, at('00:00') - 1)).toBeNull();
    expect(dayAt(days, at('00:00') + 2 * 86_400_000)).toBeNull();
  });
});
