/**
 * The forms' constants the browser islands need: nothing else here, so an island that imports
 * them carries no texts (the field definitions, ./fields.ts, are built from the interface
 * catalogue on the server and reach the browser as plain props).
 */

/** Hidden from people, tempting to bots: a filled value rejects the submission. */
export const HONEYPOT_FIELD = 'nickname';

/** How long a banner stays before it clears itself. */
export const BANNER_TIMEOUT_MS = 5000;
