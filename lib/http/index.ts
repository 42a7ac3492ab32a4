/**
 * HTTP plumbing for the API route handlers: request guards, the rate limiter, the response
 * envelope (docs/product.md, Files and APIs) and the 503 answer to a database failure.
 */
import 'server-only';
export * from './envelope';
export * from './guards';
export * from '@/lib/counters/rate-limit';
export * from './unavailable';
