import { newsletterHandler } from '@/lib/submissions/handlers';

/** POST /api/newsletter: the footer's subscription box (a repeated address is ignored). */
export const POST = newsletterHandler('/api/newsletter');
