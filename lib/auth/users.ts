import 'server-only';
import { forgetConfirmedSessions } from './session-cache';
import { z } from 'zod';
import { refuseUnsafeText } from '@/lib/text';
import type { Db } from '@/lib/db';
import { ROLES, type Role } from '@/lib/roles';
import type { Auth } from './auth';

/**
 * The organiser area's users: created, listed, disabled, removed and given a new password by
 * organisers (/admin/users) and by the CLI (scripts/admin.ts). Hashing and account rows go
 * through better-auth's own context, so the stored format is the library's. The only module that
 * queries the auth_users, auth_accounts and auth_sessions tables outside the library's own queries.
 */
export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  disabled: boolean;
  createdAt: number;
}

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

export class UserError extends Error {
  constructor(
    message: string,
    public readonly status: 400 | 404 | 409,
  ) {
    super(message);
    this.name = 'UserError';
  }
}

const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
  .max(MAX_PASSWORD_LENGTH, `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`);

const newUserSchema = z.object({
  email: z
    .email('Enter a valid email address.')
    .max(254)
    .transform((value) => value.trim().toLowerCase()),
  name: z.string().trim().min(1, 'Enter a name.').max(100).superRefine(refuseUnsafeText('The name')),
  role: z.enum(ROLES, 'The role must be organiser or gate.'),
  password: passwordSchema,
});
export type NewUser = z.input<typeof newUserSchema>;

function toUser(row: {
  id: string;
  name: string;
  email: string;
  role: string;
  disabled: unknown;
  createdAt: unknown;
}): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role === 'organiser' ? 'organiser' : 'gate',
    disabled: Boolean(Number(row.disabled)),
    createdAt: new Date(row.createdAt as string | Date).getTime(),
  };
}

export async function listUsers(db: Db): Promise<AdminUser[]> {
  const rows = await db.kysely
    .selectFrom('auth_users')
    .select(['id', 'name', 'email', 'role', 'disabled', 'createdAt'])
    .orderBy('email')
    .execute();
  return rows.map(toUser);
}

async function findUser(db: Db, id: string): Promise<AdminUser | null> {
  const row = await db.kysely
    .selectFrom('auth_users')
    .select(['id', 'name', 'email', 'role', 'disabled', 'createdAt'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

/** Creates a user with a password; UserError 400 for bad input, 409 for a known address. */
export async function createUser(db: Db, auth: Auth, input: NewUser): Promise<AdminUser> {
  const parsed = newUserSchema.safeParse(input);
  if (!parsed.success) throw new UserError(parsed.error.issues[0]?.message ?? 'Invalid user.', 400);
  const { email, name, role, password } = parsed.data;
  const context = await auth.$context;
  if (await context.internalAdapter.findUserByEmail(email))
    throw new UserError(`A user with the address ${email} already exists.`, 409);
  const hash = await context.password.hash(password);
  const user = await context.internalAdapter.createUser(
    { email, name, role, disabled: false, emailVerified: true },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: hash,
  });
  const created = await findUser(db, user.id);
  if (!created) throw new Error('the new user was not stored');
  return created;
}

/** Whether the user exists and is not disabled: a disabled user cannot start a session, whatever the password. */
export async function mayStartSession(db: Db, userId: string): Promise<boolean> {
  const user = await db.kysely.selectFrom('auth_users').select('disabled').where('id', '=', userId).executeTakeFirst();
  return user !== undefined && !Number(user.disabled);
}

/** Ends every session of the user at once: the rows, and this process's confirmations of them. */
async function endSessions(db: Db, userId: string): Promise<number> {
  const result = await db.kysely.deleteFrom('auth_sessions').where('userId', '=', userId).executeTakeFirst();
  forgetConfirmedSessions();
  return Number(result.numDeletedRows);
}

export async function setDisabled(db: Db, userId: string, disabled: boolean): Promise<AdminUser> {
  const result = await db.kysely
    .updateTable('auth_users')
    .set({ disabled: db.dialect === 'postgres' ? disabled : Number(disabled), updatedAt: timestamp(db) })
    .where('id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new UserError('There is no such user.', 404);
  if (disabled) await endSessions(db, userId);
  return (await findUser(db, userId))!;
}

export async function removeUser(db: Db, userId: string): Promise<AdminUser> {
  const user = await findUser(db, userId);
  if (!user) throw new UserError('There is no such user.', 404);
  // Sessions and accounts go with it (ON DELETE CASCADE), deleted explicitly for SQLite without foreign keys on.
  await db.atomic([
    db.kysely.deleteFrom('auth_sessions').where('userId', '=', userId),
    db.kysely.deleteFrom('auth_accounts').where('userId', '=', userId),
    db.kysely.deleteFrom('auth_users').where('id', '=', userId),
  ]);
  forgetConfirmedSessions();
  return user;
}

/** Sets a new password and ends the user's sessions, so an old session cannot outlive it. */
export async function resetPassword(db: Db, auth: Auth, userId: string, password: string): Promise<AdminUser> {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) throw new UserError(parsed.error.issues[0]?.message ?? 'Invalid password.', 400);
  const user = await findUser(db, userId);
  if (!user) throw new UserError('There is no such user.', 404);
  const context = await auth.$context;
  await context.internalAdapter.updatePassword(userId, await context.password.hash(parsed.data));
  await endSessions(db, userId);
  return user;
}

/** How better-auth stores a timestamp on this dialect (a Date on PostgreSQL, ISO text on SQLite). */
function timestamp(db: Db): Date | string {
  const now = new Date();
  return db.dialect === 'postgres' ? now : now.toISOString();
}
