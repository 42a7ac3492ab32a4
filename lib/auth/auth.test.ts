/** @jest-environment node */
import { dialectsUnderTest, useTestDatabase } from '@/lib/db/testing';
import { MemoryCounters } from '@/lib/counters/rate-limit';
import { DbCounters } from '@/lib/counters/db-counters';
import { createAuth, type Auth } from './auth';
import { LOCKOUT_WINDOW_MS, MAX_FAILED_SIGN_INS } from './lockout';
import { signIn, signOut } from './sign-in';
import { createUser, listUsers, removeUser, resetPassword, setDisabled, UserError } from './users';
import { confirmedSession, rememberSession, SESSION_CACHE_MS } from './session-cache';

const password = 'correct horse battery';

// scrypt is deliberately slow: a sign-in costs a few hundred milliseconds on a busy machine.
jest.setTimeout(60_000);

describe.each(dialectsUnderTest())('accounts and sessions on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let auth: Auth;
  beforeEach(() => {
    auth = createAuth(database().db, {
      secret: 'test-secret-test-secret-test-secret-0',
      baseURL: 'https://acm.example',
    });
  });

  const session = (setCookies: string[]) => setCookies.map((cookie) => cookie.split(';')[0]).join('; ');

  it('creates a user whose password is hashed by the library, and refuses a known address or a short password', async () => {
    const user = await createUser(database().db, auth, {
      email: 'Ada@Example.com',
      name: 'Ada',
      role: 'organiser',
      password,
    });
    expect(user).toMatchObject({ email: 'ada@example.com', role: 'organiser', disabled: false });
    const account = await database().db.kysely.selectFrom('auth_accounts').selectAll().executeTakeFirstOrThrow();
    expect(account.password).not.toContain(password);
    expect(account.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/); // scrypt salt:key
    await expect(
      createUser(database().db, auth, { email: 'ada@example.com', name: 'Again', role: 'gate', password }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      createUser(database().db, auth, { email: 'b@example.com', name: 'B', role: 'gate', password: 'short' }),
    ).rejects.toBeInstanceOf(UserError);
    expect((await listUsers(database().db)).map((each) => each.email)).toEqual(['ada@example.com']);
  });

  it('signs in with the right password only, with one message for an unknown address and a wrong password, and signs out on the server', async () => {
    await createUser(database().db, auth, { email: 'ada@example.com', name: 'Ada', role: 'organiser', password });
    const deps = { db: database().db, auth, counters: new MemoryCounters() };
    expect(await signIn(deps, { email: 'nobody@example.com', password, client: 'c1' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await signIn(deps, { email: 'ada@example.com', password: 'wrong password!', client: 'c1' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const result = await signIn(deps, { email: 'ada@example.com', password, client: 'c1' });
    if (!result.ok) throw new Error('sign-in failed');
    const cookie = result.setCookies.find((each) => each.includes('session_token'))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Secure/);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeLessThanOrEqual(7 * 24 * 3600);
    const headers = new Headers({ cookie: session(result.setCookies) });
    expect((await auth.api.getSession({ headers }))?.user.email).toBe('ada@example.com');
    await signOut(auth, session(result.setCookies));
    expect(await auth.api.getSession({ headers })).toBeNull();
    expect(await database().db.kysely.selectFrom('auth_sessions').selectAll().execute()).toEqual([]);
    const actions = (await database().db.kysely.selectFrom('audit_log').select('action').orderBy('at').execute()).map(
      (row) => row.action,
    );
    expect(actions.sort()).toEqual(['sign-in', 'sign-in-failed', 'sign-in-failed']);
  });

  it('ends a disabled user sessions at once and refuses their sign-in; a removed user and a reset password end them too', async () => {
    const user = await createUser(database().db, auth, {
      email: 'gate@example.com',
      name: 'Gate',
      role: 'gate',
      password,
    });
    const deps = { db: database().db, auth, counters: new MemoryCounters() };
    const first = await signIn(deps, { email: 'gate@example.com', password, client: 'c' });
    if (!first.ok) throw new Error('sign-in failed');
    const headers = new Headers({ cookie: session(first.setCookies) });
    await setDisabled(database().db, user.id, true);
    expect(await auth.api.getSession({ headers })).toBeNull();
    expect(await signIn(deps, { email: 'gate@example.com', password, client: 'c' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    await setDisabled(database().db, user.id, false);
    expect((await signIn(deps, { email: 'gate@example.com', password, client: 'c' })).ok).toBe(true);
    await resetPassword(database().db, auth, user.id, 'another long password');
    expect(await database().db.kysely.selectFrom('auth_sessions').selectAll().execute()).toEqual([]);
    expect((await signIn(deps, { email: 'gate@example.com', password: 'another long password', client: 'c' })).ok).toBe(
      true,
    );
    await removeUser(database().db, user.id);
    expect(await listUsers(database().db)).toEqual([]);
    expect(await database().db.kysely.selectFrom('auth_sessions').selectAll().execute()).toEqual([]);
  });

  it.each(['memory', 'database'] as const)(
    'locks an account out after 5 failures for 15 minutes, right password included (%s counters)',
    async (store) => {
      await createUser(database().db, auth, { email: 'ada@example.com', name: 'Ada', role: 'organiser', password });
      const counters = store === 'memory' ? new MemoryCounters() : new DbCounters(database().db);
      const deps = { db: database().db, auth, counters };
      const start = 1_000_000_000_000;
      for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt += 1) {
        expect(
          await signIn(
            deps,
            { email: 'ada@example.com', password: 'wrong password!', client: `client-${attempt}` },
            start + attempt,
          ),
        ).toEqual({ ok: false, reason: 'invalid' });
      }
      expect(
        await signIn(deps, { email: 'ada@example.com', password, client: 'fresh-client' }, start + 10),
      ).toMatchObject({ ok: false, reason: 'locked', retryAfterSeconds: 900 });
      // Another account from the same fresh client is not locked; the window's end unlocks the account.
      expect(
        (
          await signIn(
            deps,
            { email: 'ada@example.com', password, client: 'fresh-client' },
            start + LOCKOUT_WINDOW_MS + 1,
          )
        ).ok,
      ).toBe(true);
    },
  );

  it.each(['memory', 'database'] as const)(
    "forgets an account's failures after a successful sign-in; audits a lock-out once (%s counters)",
    async (store) => {
      await createUser(database().db, auth, { email: 'ada@example.com', name: 'Ada', role: 'organiser', password });
      const counters = store === 'memory' ? new MemoryCounters() : new DbCounters(database().db);
      const deps = { db: database().db, auth, counters };
      const start = 1_000_000_000_000;
      const fail = (at: number, client: string) =>
        signIn(deps, { email: 'ada@example.com', password: 'wrong password!', client }, at);
      for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS - 1; attempt += 1)
        await fail(start + attempt, `client-${attempt}`);
      expect((await signIn(deps, { email: 'Ada@example.com', password, client: 'office' }, start + 10)).ok).toBe(true);
      // Four more typos after the success do not lock the account: the count started again.
      for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS - 1; attempt += 1)
        await fail(start + 20 + attempt, `other-${attempt}`);
      expect((await signIn(deps, { email: 'ada@example.com', password, client: 'office' }, start + 30)).ok).toBe(true);

      for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt += 1) await fail(start + 40 + attempt, 'attacker');
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect(await fail(start + 50 + attempt, 'attacker')).toMatchObject({ ok: false, reason: 'locked' });
      }
      const locked = await database()
        .db.kysely.selectFrom('audit_log')
        .select('action')
        .where('action', '=', 'sign-in-locked')
        .execute();
      expect(locked).toHaveLength(1);
    },
  );

  it('forgets every confirmed session when a session ends: sign-out, disable, removal, password reset', async () => {
    const user = await createUser(database().db, auth, {
      email: 'gate@example.com',
      name: 'Gate',
      role: 'gate',
      password,
    });
    const signedIn = { id: user.id, email: user.email, name: user.name, role: 'gate' as const };
    const now = Date.now();
    const cookie = 'better-auth.session_token=example';
    const ends = [
      () => setDisabled(database().db, user.id, true),
      () => resetPassword(database().db, auth, user.id, 'another long password'),
      () => signOut(auth, cookie),
      () => removeUser(database().db, user.id),
    ];
    for (const end of ends) {
      rememberSession(cookie, signedIn, now + SESSION_CACHE_MS);
      expect(confirmedSession(cookie, now)).toEqual(signedIn);
      await end();
      expect(confirmedSession(cookie, now)).toBeNull();
    }
    // A confirmation lasts SESSION_CACHE_MS at most.
    rememberSession(cookie, signedIn, now + SESSION_CACHE_MS);
    expect(confirmedSession(cookie, now + SESSION_CACHE_MS)).toBeNull();
  });

  it('locks a client address out after 5 failures across accounts', async () => {
    await createUser(database().db, auth, { email: 'ada@example.com', name: 'Ada', role: 'organiser', password });
    const deps = { db: database().db, auth, counters: new DbCounters(database().db) };
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt += 1) {
      await signIn(deps, { email: `guess${attempt}@example.com`, password: 'wrong password!', client: '203.0.113.9' });
    }
    expect(await signIn(deps, { email: 'ada@example.com', password, client: '203.0.113.9' })).toMatchObject({
      ok: false,
      reason: 'locked',
    });
    expect((await signIn(deps, { email: 'ada@example.com', password, client: '203.0.113.10' })).ok).toBe(true);
  });
});
