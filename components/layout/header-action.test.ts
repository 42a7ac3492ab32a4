/** @jest-environment node */
import { headerAction } from './header-action';

describe('the header’s one button', () => {
  it('says Register only while registration is open before the edition', () => {
    expect(headerAction('en', { phase: 'before', day: null, registrationOpen: true, nextYear: 2026 })).toEqual({
      href: '/register',
      label: 'Register',
    });
    expect(headerAction('fr', { phase: 'before', day: null, registrationOpen: false, nextYear: 2026 })).toEqual({
      href: '/fr/2025-schedule',
      label: 'Voir le programme',
    });
  });

  it('leads to today’s schedule during the edition, open or not, and to the newsletter after it', () => {
    for (const registrationOpen of [true, false])
      expect(headerAction('en', { phase: 'during', day: 3, registrationOpen, nextYear: 2026 })).toEqual({
        href: '/2025-schedule?tab=day-3#programme-day-3',
        label: 'Today’s Schedule',
      });
    expect(headerAction('en', { phase: 'after', day: null, registrationOpen: true, nextYear: 2026 })).toEqual({
      href: '#newsletter',
      label: 'Get 2026 News',
    });
    expect(headerAction('fr', { phase: 'after', day: null, registrationOpen: false, nextYear: 2026 }).label).toBe(
      'Infos 2026',
    );
  });

  it('names the year the clock gives, never adding one to the edition’s itself', () => {
    expect(headerAction('en', { phase: 'after', day: null, registrationOpen: false, nextYear: 2027 }).label).toBe(
      'Get 2027 News',
    );
  });

  it('leads a page kept for later (the offline page) to the schedule, whatever the phase', () => {
    expect(headerAction('en', null)).toEqual({ href: '/2025-schedule', label: 'See the Schedule' });
    expect(headerAction('fr', null)).toEqual({ href: '/fr/2025-schedule', label: 'Voir le programme' });
  });
});
