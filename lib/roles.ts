import type { Role } from '@/lib/db/schema';

/**
 * What each role of the organiser area may do: the one table of it (lib/authz/index.ts enforces
 * it for pages and routes). Pure (it imports a type only), so the CLI and tests read it without a server.
 */
export const ROLES = ['organiser', 'gate'] as const satisfies readonly Role[];
export type { Role };

/** organise: the organiser area (submissions, users, exports, audit, check-ins); check-in: admitting at the gate. */
export type Permission = 'organise' | 'check-in';

const grants: Record<Role, readonly Permission[]> = {
  organiser: ['organise', 'check-in'],
  gate: ['check-in'],
};

/** What a signed-in user whose role lacks the permission is told (403). */
const refusals: Record<Permission, string> = {
  organise: 'Your role may not use this.',
  'check-in': 'Your role may not check tickets in.',
};

export function may(user: { role: Role }, permission: Permission): boolean {
  return grants[user.role].includes(permission);
}

export function refusal(permission: Permission): string {
  return refusals[permission];
}
