import 'server-only';

/** The secret from TICKET_SIGNING_SECRET (server only), or '' when unset. */
export function ticketSigningSecret(): string {
  return process.env.TICKET_SIGNING_SECRET?.trim() ?? '';
}
