/**
 * Moved to the composition root (lib/runtime). Kept for lib/submissions/handlers.ts, which the
 * forms' branch rewrites at the same time: it should import these from '@/lib/runtime', and
 * then this file goes.
 */
import 'server-only';
export { appServices, rateLimiter, DELIVERY_WAIT_MS, type AppServices } from '@/lib/runtime';
