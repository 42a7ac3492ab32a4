/**
 * How many ticket checks a client may make a minute (lib/runtime, the ticket verifiers): an anonymous
 * client on the public verify page, and one member of staff for the registration-list lookups
 * of unsigned tickets at the gate. A ticket holder looks at their ticket a few times; the
 * outside probe tried 131 ids a second.
 */
export const TICKET_CHECKS_PER_MINUTE = 30;
export const GATE_LOOKUPS_PER_MINUTE = 60;
