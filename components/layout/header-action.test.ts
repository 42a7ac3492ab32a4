/** @jest-environment node */
import { headerAction } from './header-action';

describe('the header’s one button', () => {
  it('says Register only while registration is open before the edition', () => {
    expect(headerAction('en', { phase: 'before', day: null, registrationOpen: true })).toEqual({
      href: '/register',
      label: 'Register',
    });
    expect(headerAction('fr', { phase: 'before', day: null, registrationOpen: false })).toEqual({
      href: '/fr/2025-schedule',
      label: 'Voir le programme',
    });
  });

  it('leads to today’s schedule during the edition, open or not, and to the newsletter after it', () => {
    for (const registrationOpen of [true, false])
      expect(headerAction('en', { phase: 'during', day: 3, registrationOpen })).toEqual({
        href: '/2025-schedule?tab=day-3#programme-day-3',
        label: 'Today’s Schedule',
      });
    expect(headerAction('en', { phase: 'after', day: null, registrationOpen: true })).toEqual({
      href: '#newsletter',
      label: 'Get 2026 News',
    });
    expect(headerAction('fr', { phase: 'after', day: null, registrationOpen: false }).label).toBe('Infos 2026');
  });
});
