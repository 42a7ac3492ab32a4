/** @jest-environment node */
import { ContentError, defineContent } from './define';
import { programmeSchema, type Session } from './programme';
import { programme } from '../programme';
import { editionSpeakers } from '../speakers';
import { editionPartnerEvents } from '../partner-events';
import { site } from '../site';

const rules = { speakerIds: ['ada', 'kofi'], startDate: '2025-09-16', endDate: '2025-09-19' };
const base: Session = {
  id: 1,
  title: 'Keynote',
  description: 'Opening keynote.',
  date: '2025-09-16',
  start: '09:00',
  end: '10:00',
  room: 'Main Hall',
  track: 'summits',
  format: 'keynote',
  speakers: ['ada'],
};

/** The error message defineContent gives for these sessions, or null when they are valid. */
function failure(sessions: Session[]): string | null {
  try {
    defineContent('content/programme.ts', programmeSchema(rules), sessions);
    return null;
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
}

describe('programme schema', () => {
  it('accepts sessions in different rooms or at different times', () => {
    expect(
      failure([base, { ...base, id: 2, room: 'Hall B' }, { ...base, id: 3, start: '10:00', end: '11:00' }]),
    ).toBeNull();
  });

  it('rejects two overlapping sessions in one room, naming both', () => {
    const message = failure([base, { ...base, id: 7, start: '09:30', end: '10:30' }]);
    expect(message).toContain('Invalid content in content/programme.ts');
    expect(message).toContain('session 7: clashes with session 1 in Main Hall on 2025-09-16');
  });

  it('rejects an unknown speaker id, naming the session and the id', () => {
    expect(failure([base, { ...base, id: 9, room: 'Hall C', speakers: ['ada', 'nobody'] }])).toContain(
      '[1].speakers: session 9: unknown speaker id "nobody"',
    );
  });

  it('rejects an end before the start, a date outside the event and a duplicate id', () => {
    expect(failure([{ ...base, start: '11:00', end: '10:00' }])).toContain(
      'session 1: ends at 10:00, not after its start 11:00',
    );
    expect(failure([{ ...base, date: '2025-09-20' }])).toContain(
      'session 1: 2025-09-20 is outside the event (2025-09-16 to 2025-09-19)',
    );
    expect(failure([base, { ...base, room: 'Hall B' }])).toContain('session 1: duplicate id');
  });
});

describe('the 2025 programme', () => {
  const on = (day: number) => programme.filter((session) => session.date === `2025-09-${15 + day}`);

  it('has at least 60 sessions over the four days of content/site.ts', () => {
    expect(programme.length).toBeGreaterThanOrEqual(60);
    expect(new Set(programme.map((session) => session.date))).toEqual(
      new Set(['2025-09-16', '2025-09-17', '2025-09-18', '2025-09-19']),
    );
    expect(site.startDate).toBe('2025-09-16');
  });

  it('gives every one of the 55 speakers at least one session', () => {
    const used = new Set(programme.flatMap((session) => session.speakers));
    expect(editionSpeakers.filter((speaker) => !used.has(speaker.id)).map((speaker) => speaker.id)).toEqual([]);
  });

  it('follows the event facts', () => {
    const wifta = on(1).filter((session) => session.partnerEvent === 'Women in Film and Television Africa');
    expect(wifta.map((session) => session.start).sort()[0]).toBe('08:00');
    expect(
      wifta
        .map((session) => session.end)
        .sort()
        .at(-1),
    ).toBe('16:00');
    expect(on(2).some((session) => / Gala$/.test(session.title))).toBe(true);
    expect(on(3).some((session) => session.partnerEvent === 'Digital Creator Africa Summit')).toBe(true);
    expect(on(4).some((session) => session.partnerEvent === 'Global Creative Legal Summit')).toBe(true);
    for (const day of [1, 2, 3, 4]) {
      expect(
        on(day).some(
          (session) => session.room === 'Gallery Wing' && session.start === '09:00' && session.end === '17:00',
        ),
      ).toBe(true);
      expect(on(day).some((session) => session.partnerEvent?.endsWith('Creative Hackathon'))).toBe(true);
    }
  });

  it('puts the dated partner events of /partner-event on their days', () => {
    for (const event of editionPartnerEvents) {
      const day = /\bon (\d+) September/i.exec(event.description)?.[1];
      if (!day) continue;
      const dates = programme.filter((session) => session.partnerEvent === event.title).map((session) => session.date);
      expect(dates.length).toBeGreaterThan(0);
      expect(dates).toContain(`2025-09-${day}`);
    }
  });
});
