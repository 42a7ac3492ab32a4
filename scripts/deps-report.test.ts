/** @jest-environment node */
import { formatTable, newestOnLine, parseView, reportRow } from './lib/deps-report.mjs';

describe('newestOnLine', () => {
  const zod = ['3.25.76', '4.4.3', '4.6.6', '4.6.7', '4.7.0-canary.1', '5.0.0'];

  test('takes the newest plain release of the same major, never a prerelease or the next major', () => {
    expect(newestOnLine('4.4.3', zod)).toBe('4.6.7');
    expect(newestOnLine('3.23.8', zod)).toBe('3.25.76');
  });

  test('compares numerically, not as text', () => {
    expect(newestOnLine('8.5.9', ['8.5.10', '8.5.9', '8.5.33', '8.5.4'])).toBe('8.5.33');
  });

  test('keeps a 0.x package on its minor, which npm treats as breaking', () => {
    expect(newestOnLine('0.28.18', ['0.28.18', '0.28.19', '0.29.9'])).toBe('0.28.19');
  });

  test('has no answer for a prerelease install or an empty line', () => {
    expect(newestOnLine('16.5.0-canary.3', ['16.4.5'])).toBeNull();
    expect(newestOnLine('2.0.0', ['1.0.0', '3.0.0'])).toBeNull();
  });
});

describe('parseView', () => {
  test('reads the object npm prints when several fields exist', () => {
    const out = JSON.stringify({
      versions: ['2.88.0', '2.88.2'],
      deprecated: 'request has been deprecated',
      'dist-tags': { latest: '2.88.2' },
    });
    expect(parseView(out)).toEqual({
      versions: ['2.88.0', '2.88.2'],
      deprecated: 'request has been deprecated',
      latest: '2.88.2',
    });
  });

  test('reads the bare array npm prints when only the versions exist', () => {
    expect(parseView('[\n  "1.0.0",\n  "1.0.1"\n]')).toEqual({
      versions: ['1.0.0', '1.0.1'],
      deprecated: null,
      latest: null,
    });
  });

  test('reads the bare string of a package with one version', () => {
    expect(parseView('"0.0.1"')).toEqual({ versions: ['0.0.1'], deprecated: null, latest: null });
  });

  test('turns npm errors and garbage into an error, not a crash', () => {
    const e404 = JSON.stringify({
      error: { code: 'E404', summary: 'Not Found - GET https://registry.example/x\nmore' },
    });
    expect(parseView(e404)).toEqual({ error: 'Not Found - GET https://registry.example/x' });
    expect(parseView('npm warn something')).toEqual({ error: 'unreadable answer from npm view' });
  });
});

describe('reportRow', () => {
  const view = (versions: string[], deprecated: string | null = null) => ({
    versions,
    deprecated,
    latest: versions.at(-1) ?? null,
  });

  test('says what to update to, or that the install is current', () => {
    expect(reportRow('kysely', '0.28.18', view(['0.28.18', '0.28.19', '0.29.9'])).action).toBe('update to 0.28.19');
    expect(reportRow('pg', '8.23.1', view(['8.23.0', '8.23.1'])).action).toBe('up to date');
  });

  test('names a held package as held with its reason instead of proposing the update', () => {
    expect(reportRow('next', '16.4.5', view(['16.4.5', '16.4.6'])).action).toMatch(/^held: 16\.4\.6 breaks npm ci/);
  });

  test('flags a deprecated release', () => {
    const row = reportRow('inflight', '1.0.6', view(['1.0.6'], 'leaks memory'));
    expect(row.deprecated).toBe('YES');
    expect(row.action).toBe('deprecated: leaks memory');
  });

  test('reports a failed look-up or a missing install in the row', () => {
    expect(reportRow('sharp', '0.35.5', { error: 'no answer in 30 s' }).action).toBe(
      'lookup failed: no answer in 30 s',
    );
    expect(reportRow('sharp', null, { error: 'not installed' }).action).toBe('not installed: run npm ci');
  });
});

test('formatTable pads every column to its widest cell', () => {
  const rows = [
    reportRow('pg', '8.23.1', { versions: ['8.23.1'], deprecated: null, latest: '8.23.1' }),
    reportRow('@libsql/client', '0.18.0', { versions: ['0.18.0', '0.18.1'], deprecated: null, latest: '0.18.1' }),
  ];
  const lines = formatTable(rows).split('\n');
  expect(lines).toHaveLength(4);
  expect(lines[0]).toMatch(/^package {9}installed {2}newest same major {2}latest {2}deprecated {2}action$/);
  expect(lines[3]).toBe('@libsql/client  0.18.0     0.18.1             0.18.1  no          update to 0.18.1');
  expect(lines[2].indexOf('8.23.1')).toBe(lines[3].indexOf('0.18.0'));
});
