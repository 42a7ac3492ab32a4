/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openMigratedDatabase } from '@/lib/db';
import { listUsers } from '@/lib/auth/users';

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

/** The user CLI run the way `npm run admin -- …` runs it, the password piped on standard input. */
describe('scripts/admin.ts', () => {
  let dir: string;
  let url: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'acm-admin-cli-'));
    url = `file:${join(dir, 'admin.db')}`;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function cli(args: string[], stdin: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(tsx, ['--conditions=react-server', 'scripts/admin.ts', ...args], {
        env: { ...process.env, DATABASE_URL: url },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(stdin);
    });
  }

  const create = (email: string, stdin: string, role = 'organiser') =>
    cli(['create-user', '--email', email, '--name', 'Ada Obi', '--role', role, '--password-stdin'], stdin);

  it('creates an organiser from a password on standard input', async () => {
    const result = await create('ada@example.com', 'a long enough password\n');
    expect(result).toMatchObject({ code: 0, stdout: 'Created organiser ada@example.com (Ada Obi).\n' });
    const db = await openMigratedDatabase(url);
    expect(await listUsers(db)).toEqual([
      expect.objectContaining({ email: 'ada@example.com', role: 'organiser', disabled: false }),
    ]);
    await db.close();
  }, 120_000);

  it('refuses a password shorter than 12 characters, an existing address and an unknown role, with exit code 1', async () => {
    expect(await create('short@example.com', 'elevenchars\n')).toMatchObject({
      code: 1,
      stderr: 'Error: The password must be at least 12 characters long.\n',
    });
    expect(await create('ada@example.com', 'another long password')).toMatchObject({
      code: 1,
      stderr: 'Error: A user with the address ada@example.com already exists.\n',
    });
    expect(await create('x@example.com', 'another long password', 'admin')).toMatchObject({
      code: 1,
      stderr: 'Error: The role must be organiser or gate.\n',
    });
    const db = await openMigratedDatabase(url);
    expect((await listUsers(db)).map((user) => user.email)).toEqual(['ada@example.com']);
    await db.close();
  }, 120_000);

  it('insists on --password-stdin and names a missing option', async () => {
    const result = await cli(['create-user', '--email', 'b@example.com', '--name', 'B', '--role', 'gate'], '');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--password-stdin is required');
    expect(
      (await cli(['create-user', '--name', 'B', '--role', 'gate', '--password-stdin'], 'a long enough password'))
        .stderr,
    ).toContain('--email is required');
  }, 120_000);
});
