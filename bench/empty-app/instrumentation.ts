/**
 * Deliberately empty. Without it, the build (run from the project root) picks up the project's
 * own instrumentation.ts, whose imports this baseline app cannot resolve.
 */
export function register() {}
