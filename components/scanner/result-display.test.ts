import { resultDisplay } from './result-display';

// 08:05 UTC is 09:05 in Lagos (UTC+1, no daylight saving).
const at = Date.parse('2025-11-15T08:05:00Z');

describe('resultDisplay', () => {
  it('green: valid, checked in, with the name; offline says it waits to upload', () => {
    expect(
      resultDisplay({ kind: 'checked_in', ticketId: 'T', name: 'Ada Okafor', at, gate: 'North', offline: false }),
    ).toEqual({
      tone: 'green',
      title: 'Valid, checked in',
      name: 'Ada Okafor',
      lines: [],
      confirm: false,
    });
    expect(
      resultDisplay({ kind: 'checked_in', ticketId: 'T', name: 'Ada Okafor', at, gate: 'North', offline: true })
        .lines[0],
    ).toMatch(/uploads when the network is back/);
  });

  it('amber: already checked in, with the first scan in Lagos time, its gate and who scanned it', () => {
    const display = resultDisplay({
      kind: 'already_checked_in',
      ticketId: 'T',
      name: 'Ada Okafor',
      first: { at, gate: 'North gate', by: 'Gbenga Gate' },
      offline: false,
    });
    expect(display).toMatchObject({ tone: 'amber', title: 'Already checked in', name: 'Ada Okafor', confirm: false });
    expect(display.lines).toEqual(['First scan: 2025-11-15 09:05 at North gate by Gbenga Gate']);
    const local = resultDisplay({
      kind: 'already_checked_in',
      ticketId: 'T',
      name: 'Ada Okafor',
      first: { at, gate: 'North gate' },
      offline: true,
    });
    expect(local.lines).toEqual(['First scan: 2025-11-15 09:05 at North gate (on this device)']);
  });

  it('red: invalid ticket with the reason', () => {
    expect(resultDisplay({ kind: 'invalid', reason: 'Forged.' })).toEqual({
      tone: 'red',
      title: 'Invalid ticket',
      lines: ['Forged.'],
      confirm: false,
    });
  });

  it("red, full screen: a cancelled ticket, with when, and offline from the device's list", () => {
    expect(
      resultDisplay({ kind: 'revoked', ticketId: 'T', name: 'Ada Okafor', revokedAt: at, offline: false }),
    ).toEqual({
      tone: 'red',
      title: 'Ticket cancelled',
      name: 'Ada Okafor',
      lines: ['Cancelled by the organisers on 2025-11-15 09:05.', 'Do not admit: send the holder to the help desk.'],
      confirm: false,
    });
    expect(
      resultDisplay({ kind: 'revoked', ticketId: 'T', name: 'Ada Okafor', revokedAt: at, offline: true }).lines[0],
    ).toBe("Cancelled by the organisers on 2025-11-15 09:05 (on this device's list).");
  });

  it('blue: not verified, with a confirm button online and none offline', () => {
    const online = resultDisplay({
      kind: 'unverified',
      ticketId: 'T',
      name: 'Ada Okafor',
      reason: 'Not issued here.',
      ticket: 'x',
      offline: false,
    });
    expect(online).toMatchObject({ tone: 'blue', title: 'Not verified: check ID', confirm: true });
    const offline = resultDisplay({
      kind: 'unverified',
      ticketId: 'T',
      name: 'Ada Okafor',
      reason: 'No signature.',
      ticket: 'x',
      offline: true,
    });
    expect(offline).toMatchObject({
      tone: 'blue',
      title: 'Not verified: cannot check offline',
      lines: ['No signature.'],
      confirm: false,
    });
  });

  it('grey: a scan that was not recorded', () => {
    expect(resultDisplay({ kind: 'error', message: 'You are signed out.' })).toEqual({
      tone: 'grey',
      title: 'Scan not recorded',
      lines: ['You are signed out.'],
      confirm: false,
    });
  });
});
