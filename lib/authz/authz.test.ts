/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from '@/lib/auth/sign-in';
import { createUser } from '@/lib/auth/users';
import { authRuntime } from '@/lib/runtime';
import { apiUser } from './index';
import { may, ROLES } from '@/lib/roles';

/**
 * What each role may do, as the organiser area's routes and the check-in route answer it: the
 * server's own runtime on a fresh SQLite file, real users, real sessions.
 */
const site = 'https://africacreativemarket.com';
const password = 'correct horse battery';
const dir = mkdtempSync(join(tmpdir(), 'acm-authz-'));

jest.setTimeout(60_000);

beforeAll(() => {
  process.env.DATABASE_URL = `file:${join(dir, 'authz.db')}`;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const request = (cookie: string | null, headers: Record<string, string> = {}) =>
  new Request(`${site}/api/admin/erase`, {
    method: 'POST',
    headers: { origin: site, ...(cookie ? { cookie } : {}), ...headers },
  });

async function signedIn(role: 'organiser' | 'gate'): Promise<string> {
  const runtime = await authRuntime();
  const email = `${role}@example.com`;
  await createUser(runtime.db, runtime.auth, { email, name: role, role, password });
  const result = await signIn(runtime, { email, password, client: `test-${role}` });
  if (!result.ok) throw new Error('sign-in failed');
  return result.setCookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

async function refused(access: Awaited<ReturnType<typeof apiUser>>) {
  if (access.ok) throw new Error('let through');
  return { status: access.response.status, message: ((await access.response.json()) as { message: string }).message };
}

describe('what each role may do', () => {
  it('lets organisers organise and check in, and gate staff check in only', () => {
    expect(ROLES.map((role) => [role, may({ role }, 'organise'), may({ role }, 'check-in')])).toEqual([
      ['organiser', true, true],
      ['gate', false, true],
    ]);
  });

  it('answers a foreign origin 403 and no session 401 before asking the database', async () => {
    expect(
      await refused(
        await apiUser(request(null, { origin: 'https://evil.example' }), { permission: 'organise', mutates: true }),
      ),
    ).toEqual({
      status: 403,
      message: 'Cross-origin requests are not allowed.',
    });
    expect(await refused(await apiUser(request(null), { permission: 'check-in', mutates: true }))).toEqual({
      status: 401,
      message: 'Sign in to use the organiser area.',
    });
  });

  it('refuses gate staff the organiser routes with 403 and lets them check in; organisers pass both', async () => {
    const gate = await signedIn('gate');
    const organiser = await signedIn('organiser');
    expect(await refused(await apiUser(request(gate), { permission: 'organise', mutates: true }))).toEqual({
      status: 403,
      message: 'Your role may not use this.',
    });
    const checkin = await apiUser(request(gate), { permission: 'check-in', mutates: true });
    expect(checkin.ok && checkin.user).toMatchObject({ email: 'gate@example.com', role: 'gate' });
    for (const permission of ['organise', 'check-in'] as const) {
      const access = await apiUser(request(organiser), { permission, mutates: true });
      expect(access.ok && access.user.role).toBe('organiser');
    }
    // Any signed-in user may sign out (no permission asked).
    expect((await apiUser(request(gate), { mutates: true })).ok).toBe(true);
  });
});
