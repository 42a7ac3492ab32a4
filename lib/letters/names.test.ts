import { passportNameMatches } from './names';

describe('passportNameMatches', () => {
  it('accepts the registered names as a passport writes them', () => {
    expect(passportNameMatches('Kofi Mensah', { firstName: 'Kofi', lastName: 'Mensah' })).toBe(true);
    expect(passportNameMatches('MENSAH KOFI ATTA', { firstName: 'Kofi', lastName: 'Mensah' })).toBe(true);
    expect(passportNameMatches('Aissata Kouyate', { firstName: 'Aïssata', lastName: 'Kouyaté' })).toBe(true);
    expect(passportNameMatches('Abena Serwaa Addo-Mensah', { firstName: 'Abena', lastName: 'Addo Mensah' })).toBe(true);
  });

  it('flags a request in another person’s name, or missing one of the registered names', () => {
    expect(passportNameMatches('Jean Dupont', { firstName: 'Kofi', lastName: 'Mensah' })).toBe(false);
    expect(passportNameMatches('Kofi Dupont', { firstName: 'Kofi', lastName: 'Mensah' })).toBe(false);
    expect(passportNameMatches('Kofimensah', { firstName: 'Kofi', lastName: 'Mensah' })).toBe(false);
    expect(passportNameMatches('', { firstName: 'Kofi', lastName: 'Mensah' })).toBe(false);
  });
});
