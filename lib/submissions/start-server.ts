/**
 * Moved to the composition root (lib/runtime). Kept for instrumentation.ts, which another branch
 * rewrites at the same time: it should import startServer from './lib/runtime', and then this
 * file goes.
 */
import 'server-only';
export { startServer } from '@/lib/runtime';
