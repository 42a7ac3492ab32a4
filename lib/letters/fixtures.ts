import type { LetterRequestInput } from './requests';

/** A visa letter request as the tests of lib/letters send it (sample data, not a real passport). */
export const sampleLetterRequest: LetterRequestInput = {
  fullName: 'Aïssata Kouyaté',
  passportNumber: 'A01234567',
  nationality: 'Mali',
  dateOfBirth: '1990-04-02',
  passportExpiry: '2030-01-01',
  embassy: 'Embassy of Nigeria, Bamako',
  arrival: '2025-09-15',
  departure: '2025-09-20',
  organisation: null,
  role: null,
};
