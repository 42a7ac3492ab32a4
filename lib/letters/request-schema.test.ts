/** @jest-environment node */
import { fieldErrorsOf } from '@/lib/forms';
import {
  addDays,
  isCalendarDay,
  letterRequestMessages as m,
  letterRequestSchema,
  normalisePassportNumber,
} from './request-schema';

// An event of four days, requested a month before.
const calendar = { eventStart: '2025-09-16', eventEnd: '2025-09-19', today: '2025-08-10' };
const schema = letterRequestSchema(calendar);

const valid = {
  fullName: 'Aïssata Kouyaté',
  passportNumber: 'b 0123 4567',
  nationality: 'ML',
  dateOfBirth: '1990-04-02',
  passportExpiry: '2030-01-01',
  embassy: 'Embassy of Nigeria, Bamako',
  arrival: '2025-09-15',
  departure: '2025-09-20',
  organisation: '',
  role: '',
};

/** The field errors of a request differing from the valid one by `change`. */
function errorsOf(change: Partial<Record<keyof typeof valid, unknown>>) {
  const result = schema.safeParse({ ...valid, ...change });
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('the visa letter request schema', () => {
  it('stores the passport number without spaces in upper case, the nationality by name, empty optional fields as null', () => {
    expect(schema.parse(valid)).toEqual({
      ...valid,
      passportNumber: 'B01234567',
      nationality: 'Mali',
      organisation: null,
      role: null,
    });
    expect(
      schema.parse({ ...valid, fullName: '  Aïssata Kouyaté ', organisation: ' Bamako Design Lab ', role: 'Curator' }),
    ).toMatchObject({ fullName: 'Aïssata Kouyaté', organisation: 'Bamako Design Lab', role: 'Curator' });
  });

  it('asks for every required field, each beside its own field', () => {
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    const errors = result.success ? {} : fieldErrorsOf(result.error);
    expect(errors).toEqual({
      fullName: [expect.any(String)],
      passportNumber: [expect.any(String)],
      nationality: [m.nationality],
      dateOfBirth: [expect.any(String)],
      passportExpiry: [expect.any(String)],
      embassy: [expect.any(String)],
      arrival: [expect.any(String)],
      departure: [expect.any(String)],
    });
    const blank = Object.fromEntries(Object.keys(valid).map((name) => [name, '  ']));
    expect(errorsOf(blank)).toEqual({
      fullName: [m.fullName],
      passportNumber: [m.passportNumber],
      nationality: [m.nationality],
      dateOfBirth: [m.dateOfBirth],
      passportExpiry: [m.passportExpiry],
      embassy: [m.embassy],
      arrival: [m.arrival],
      departure: [m.departure],
    });
  });

  it('refuses a malformed passport number with a clear message', () => {
    for (const bad of ['A1234', 'A12-345678', 'Ä1234567', 'A'.repeat(21), 'AB 12 34 5 ! '])
      expect(errorsOf({ passportNumber: bad })).toEqual({ passportNumber: [m.passportMalformed] });
    expect(normalisePassportNumber(' ab 12 34 56 ')).toBe('AB123456');
    expect(normalisePassportNumber('x'.repeat(20))).toBe('X'.repeat(20));
  });

  it('takes a nationality from the registration form’s country list only', () => {
    expect(errorsOf({ nationality: 'XX' })).toEqual({ nationality: [m.nationality] });
    expect(errorsOf({ nationality: 'Mali' })).toEqual({ nationality: [m.nationality] });
    expect(schema.parse({ ...valid, nationality: 'CI' }).nationality).toBe('Côte d’Ivoire');
  });

  it('takes real calendar days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-9-16')).toBe(false);
    expect(errorsOf({ dateOfBirth: '1990-02-30' })).toEqual({ dateOfBirth: [m.dateOfBirthMalformed] });
    expect(errorsOf({ dateOfBirth: '16/09/1990' })).toEqual({ dateOfBirth: [m.dateOfBirthMalformed] });
    expect(errorsOf({ dateOfBirth: '1850-01-01' })).toEqual({ dateOfBirth: [m.dateOfBirthMalformed] });
    expect(errorsOf({ passportExpiry: '2030-13-01' })).toEqual({ passportExpiry: [m.passportExpiryMalformed] });
    expect(errorsOf({ arrival: 'tomorrow' })).toEqual({ arrival: [m.arrivalMalformed] });
    expect(errorsOf({ departure: '2025-09-31' })).toEqual({ departure: [m.departureMalformed] });
  });

  it('takes a date of birth in the past only', () => {
    expect(errorsOf({ dateOfBirth: calendar.today })).toEqual({ dateOfBirth: [m.dateOfBirthFuture] });
    expect(errorsOf({ dateOfBirth: '2031-01-01' })).toEqual({ dateOfBirth: [m.dateOfBirthFuture] });
    expect(errorsOf({ dateOfBirth: addDays(calendar.today, -1) })).toEqual({});
  });

  it('puts a passport expiring before the departure on the expiry field', () => {
    expect(errorsOf({ passportExpiry: '2025-09-19' })).toEqual({ passportExpiry: [m.passportExpiresFirst] });
    // Valid on the day of departure is enough.
    expect(errorsOf({ passportExpiry: '2025-09-20' })).toEqual({});
    // Beside the other errors of the same post.
    expect(errorsOf({ passportExpiry: '2025-09-19', fullName: '' })).toEqual({
      fullName: [m.fullName],
      passportExpiry: [m.passportExpiresFirst],
    });
  });

  it('keeps the journey within 30 days of the event', () => {
    expect(errorsOf({ arrival: '2025-08-16' })).toEqual({ arrival: [m.arrivalTooEarly('2025-08-17')] });
    expect(errorsOf({ arrival: '2025-08-17' })).toEqual({});
    expect(errorsOf({ departure: '2025-10-20' })).toEqual({ departure: [m.departureTooLate('2025-10-19')] });
    expect(errorsOf({ departure: '2025-10-19' })).toEqual({});
    expect(m.arrivalTooEarly('2025-08-17')).toBe('Arrive on 17 August 2025 or later: at most 30 days before the event');
    expect(m.departureTooLate('2025-10-19')).toBe('Leave by 19 October 2025: at most 30 days after the event');
  });

  it('makes the journey cover at least one event day', () => {
    expect(errorsOf({ arrival: '2025-09-20', departure: '2025-09-25' })).toEqual({
      arrival: [m.arrivalTooLate('2025-09-19')],
    });
    expect(errorsOf({ arrival: '2025-09-01', departure: '2025-09-15' })).toEqual({
      departure: [m.departureTooEarly('2025-09-16')],
    });
    expect(m.arrivalTooLate('2025-09-19')).toBe('Arrive by 19 September 2025, the last day of the event');
    expect(m.departureTooEarly('2025-09-16')).toBe('Leave on 16 September 2025 or later, the first day of the event');
    // The last day alone, or the first day alone, is enough.
    expect(errorsOf({ arrival: '2025-09-19', departure: '2025-09-19' })).toEqual({});
    expect(errorsOf({ arrival: '2025-09-10', departure: '2025-09-16' })).toEqual({});
  });

  it('refuses a departure before the arrival, on the departure field', () => {
    expect(errorsOf({ arrival: '2025-09-18', departure: '2025-09-17' })).toEqual({ departure: [m.departureFirst] });
  });

  it('bounds every text and refuses hidden characters', () => {
    expect(errorsOf({ fullName: 'A'.repeat(201) })).toEqual({ fullName: ['The name must be at most 200 characters'] });
    expect(errorsOf({ embassy: 'E'.repeat(201) })).toEqual({
      embassy: ['The embassy or consulate must be at most 200 characters'],
    });
    expect(errorsOf({ organisation: 'O'.repeat(201) })).toEqual({
      organisation: ['The organisation must be at most 200 characters'],
    });
    expect(errorsOf({ role: 'R'.repeat(201) })).toEqual({ role: ['The role must be at most 200 characters'] });
    expect(Object.keys(errorsOf({ fullName: 'Ada\u202eObi' }))).toEqual(['fullName']);
    expect(Object.keys(errorsOf({ fullName: 42 }))).toEqual(['fullName']);
  });

  it('counts days across months and years', () => {
    expect(addDays('2025-09-16', -30)).toBe('2025-08-17');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });
});
