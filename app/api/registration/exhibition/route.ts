import { formHandler } from '@/lib/submissions/handlers';

/** POST /api/registration/exhibition: the exhibition form (SPEC.md section 7). */
export const POST = formHandler('exhibition', '/api/registration/exhibition');
