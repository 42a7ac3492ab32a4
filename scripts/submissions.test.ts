/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openMigratedDatabase } from '@/lib/db';
import { recordSubmission, subscribeToNewsletter } from '@/lib/submissions/store';

const run = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

/** The operator CLI run as `npm run submissions -- …` runs it: tsx on the real script, with the react-server condition. */
describe('scripts/submissions.ts', () => {
  let dir: string;
  let url: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'acm-cli-'));
    url = `file:${join(dir, 'cli.db')}`;
    const db = await openMigratedDatabase(url);
    const base = {
      altEmailAddress: '',
      altPhoneNumber: '',
      category: 'general-enquiries',
      phoneNumber: '+234 803 123 4567',
    };
    await recordSubmission(db, {
      kind: 'contact',
      email: 'ada@example.com',
      status: 'stored',
      now: Date.UTC(2025, 8, 1),
      payload: {
        ...base,
        firstName: 'Ada',
        lastName: 'Obi',
        emailAddress: 'ada@example.com',
        message: 'Hello, "world"\nsecond line',
      },
    });
    await recordSubmission(db, {
      kind: 'contact',
      email: 'eve@example.com',
      status: 'stored',
      now: Date.UTC(2025, 8, 2),
      payload: {
        ...base,
        firstName: '=HYPERLINK("http://evil")',
        lastName: 'X',
        emailAddress: 'eve@example.com',
        message: 'Hi',
      },
    });
    await recordSubmission(db, {
      kind: 'partner',
      email: 'p@example.com',
      status: 'forwarded',
      payload: { fullName: 'P' },
    });
    await subscribeToNewsletter(db, 'reader@example.com', Date.UTC(2025, 8, 3));
    await db.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const cli = (...args: string[]) =>
    run(tsx, ['--conditions=react-server', 'scripts/submissions.ts', ...args], {
      env: { ...process.env, DATABASE_URL: url },
      timeout: 60_000,
    });

  it('exports one kind as CSV with a column per form field, quoted and defused', async () => {
    const { stdout } = await cli('export', 'contact', '--format', 'csv');
    const lines = stdout.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFid,created_at,status,handled_at,handled_by,locale,firstName,lastName,emailAddress,altEmailAddress,phoneNumber,altPhoneNumber,category,message',
    );
    expect(lines[1]).toMatch(
      /^[0-9a-f-]{36},2025-09-01T00:00:00.000Z,stored,,,en,Ada,Obi,ada@example.com,,\+234 803 123 4567,,general-enquiries,"Hello, ""world""\nsecond line"$/,
    );
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil"")",X,eve@example.com,`);
    expect(lines).toEqual([expect.any(String), expect.any(String), expect.any(String), '']); // header, 2 rows, final CRLF
  }, 60_000);

  it('exports JSON to a file and lists the newsletter subscribers', async () => {
    const out = join(dir, 'partner.json');
    await cli('export', 'partner', '--format', 'json', '--out', out);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual([
      expect.objectContaining({ status: 'forwarded', fullName: 'P' }),
    ]);
    const { stdout } = await cli('list', 'newsletter');
    expect(stdout).toContain('reader@example.com');
    expect(stdout).toContain('1 of 1 newsletter entry');
  }, 60_000);

  it('lists the latest entries and rejects unknown kinds with the usage', async () => {
    const { stdout } = await cli('list', 'contact', '--limit', '1');
    expect(stdout).toContain('eve@example.com');
    expect(stdout).not.toContain('ada@example.com');
    await expect(cli('export', 'spam')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown kind "spam"'),
    });
  }, 60_000);
});
