import { registrationHandler } from '@/lib/submissions/handlers';

/** POST /api/registration: attendee registration; answers 403 while REGISTRATION_OPEN is false. */
export const POST = registrationHandler('/api/registration');
