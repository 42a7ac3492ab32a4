/**
 * HTTP plumbing for the API route handlers: request guards, the rate limiter and the
 * response envelope of SPEC.md section 7.
 */
export * from './envelope';
export * from './guards';
export * from './rate-limit';
