/** @jest-environment node */
import { attendeeToken, readAttendeeToken } from './tokens';

const secret = 'a session secret of thirty-two bytes or so';

describe('attendee tokens', () => {
  it('reads back the ticket id of its own purpose', () => {
    const token = attendeeToken(secret, { purpose: 'cancel', ticketId: 'ACM-1' });
    expect(readAttendeeToken(secret, 'cancel', token)).toEqual({ ok: true, ticketId: 'ACM-1', expiresAt: null });
  });

  it('refuses another purpose, another secret, a changed byte and garbage', () => {
    const token = attendeeToken(secret, { purpose: 'claim', ticketId: 'ACM-1' });
    expect(readAttendeeToken(secret, 'cancel', token)).toEqual({ ok: false, problem: 'forged' });
    expect(readAttendeeToken('another secret', 'claim', token)).toEqual({ ok: false, problem: 'forged' });
    const [body, mac] = token.split('.');
    const other = Buffer.from(JSON.stringify({ p: 'claim', t: 'ACM-2' })).toString('base64url');
    expect(readAttendeeToken(secret, 'claim', `${other}.${mac}`)).toEqual({ ok: false, problem: 'forged' });
    expect(readAttendeeToken(secret, 'claim', `${body}.${mac.slice(0, -2)}AA`)).toEqual({
      ok: false,
      problem: 'forged',
    });
    for (const garbage of ['', '.', 'abc', 'a.b.c', `${body}.`])
      expect(readAttendeeToken(secret, 'claim', garbage)).toMatchObject({ ok: false });
  });

  it('expires when its time is up', () => {
    const token = attendeeToken(secret, { purpose: 'claim', ticketId: 'ACM-1', expiresAt: 1000 });
    expect(readAttendeeToken(secret, 'claim', token, 999)).toEqual({ ok: true, ticketId: 'ACM-1', expiresAt: 1000 });
    expect(readAttendeeToken(secret, 'claim', token, 1000)).toEqual({ ok: false, problem: 'expired' });
  });
});
