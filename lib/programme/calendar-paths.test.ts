/** @jest-environment node */
import { editionPartnerEvents } from '@/content/partner-events';
import { calendarPaths, partnerEventOfCalendarFile, sessionsOfPartnerEvent } from './index';

describe('partner-event calendar files', () => {
  it('name each dated partner event by its slug and find it back', () => {
    const dated = editionPartnerEvents.filter((event) => sessionsOfPartnerEvent(event.title).length > 0);
    expect(dated.length).toBeGreaterThan(0);
    for (const event of dated) {
      const file = calendarPaths.partnerEvent(event.title).replace('/calendar/', '');
      expect(file).toMatch(/^partner-event-[a-z0-9-]+\.ics$/);
      expect(partnerEventOfCalendarFile(file, editionPartnerEvents)).toBe(event);
    }
  });

  it('find nothing for other files', () => {
    for (const file of ['partner-event-.ics', 'partner-event-nope.ics', 'agenda.ics', 'partner-event-../x.ics']) {
      expect(partnerEventOfCalendarFile(file, editionPartnerEvents)).toBeUndefined();
    }
  });
});
