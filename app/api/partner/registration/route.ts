import { formHandler } from '@/lib/submissions/handlers';

/** POST /api/partner/registration: the partner form (SPEC.md section 7). */
export const POST = formHandler('partner', '/api/partner/registration');
