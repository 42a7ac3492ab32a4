import { formHandler } from '@/lib/submissions/handlers';

/** POST /api/contact: the contact form (SPEC.md section 7). */
export const POST = formHandler('contact', '/api/contact');
