#!/usr/bin/env node
/**
 * Export benchmark: serves the production build (server.mjs, run `next build` first) on a
 * fresh SQLite file holding N contact submissions (100,000 by default), signs in as an
 * organiser created with the CLI, downloads GET /api/admin/export?kind=contact&format=csv and
 * reports the time to the last byte, the rows received and the server's peak resident memory
 * above idle (sampled from /proc every 20 ms over the server's process tree).
 * Targets: under 5 s and under 150 MB above idle for 100,000 rows.
 *
 *   node scripts/bench-export.mjs [--rows 100000] [--port 3290] [--json out.json]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { spawnSite } from './lib/site-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

/** Resident memory of a process and its descendants, in bytes (Linux /proc). */
function treeRss(pid) {
  let total = 0;
  const visit = (id) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
      }
    } catch {
      // the process ended meanwhile
    }
  };
  visit(pid);
  return total;
}

async function waitForHealth(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server at ${url} did not become healthy`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function benchExport({ rows = 100_000, port = 3290 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'acm-bench-export-'));
  const url = `file:${join(dir, 'bench.db')}`;
  const password = 'bench organiser password';
  const env = { ...process.env, DATABASE_URL: url, NEXT_TELEMETRY_DISABLED: '1', RATE_LIMIT_PER_MINUTE: '0' };
  let server = null;
  try {
    // The CLI creates the organiser and migrates the new database.
    execFileSync(
      join(root, 'node_modules', '.bin', 'tsx'),
      [
        '--conditions=react-server',
        'scripts/admin.ts',
        'create-user',
        '--email',
        'bench@example.com',
        '--name',
        'Bench',
        '--role',
        'organiser',
        '--password-stdin',
      ],
      {
        cwd: root,
        env,
        input: password,
        stdio: ['pipe', 'ignore', 'inherit'],
      },
    );
    const db = createClient({ url });
    const started = Date.UTC(2025, 6, 1);
    for (let start = 0; start < rows; start += 5_000) {
      const batch = [];
      for (let index = start; index < Math.min(rows, start + 5_000); index += 1) {
        const payload = {
          firstName: index % 7 === 0 ? 'Adébáyọ̀' : `First${index}`,
          lastName: index % 11 === 0 ? '=HYPERLINK("x")' : `Last${index}`,
          emailAddress: `person${index}@example.com`,
          altEmailAddress: '',
          phoneNumber: '+234 803 123 4567',
          altPhoneNumber: '',
          category: 'general-enquiries',
          message: `Hello, this is message number ${index}, with a comma and "quotes".`,
        };
        batch.push({
          sql: 'INSERT INTO submissions (id, kind, payload, email, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          args: [
            `bench-${String(index).padStart(7, '0')}`,
            'contact',
            JSON.stringify(payload),
            payload.emailAddress,
            'stored',
            started + index * 1000,
          ],
        });
      }
      await db.batch(batch, 'write');
    }
    db.close();

    const base = `http://127.0.0.1:${port}`;
    server = spawnSite(port, { env, root });
    await waitForHealth(base);
    const signIn = await fetch(`${base}/api/admin/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'bench@example.com', password }),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((each) => each.split(';')[0])
      .join('; ');
    // Warm the route once (compilation of the handler, the database's first reads), then settle.
    await (
      await fetch(`${base}/api/admin/export?kind=contact&format=csv&q=person1@`, { headers: { cookie } })
    ).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = treeRss(server.pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, treeRss(server.pid));
    }, 20);
    const begin = performance.now();
    const response = await fetch(`${base}/api/admin/export?kind=contact&format=csv`, { headers: { cookie } });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - begin) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, treeRss(server.pid));
    return {
      rows,
      received: lines - 1,
      status: response.status,
      bytes,
      seconds,
      idleMb: idle / 2 ** 20,
      peakMb: peak / 2 ** 20,
      aboveIdleMb: (peak - idle) / 2 ** 20,
    };
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchExport({ rows: Number(arg('rows', '100000')), port: Number(arg('port', '3290')) });
  console.log(
    `CSV export of ${result.rows.toLocaleString('en')} contact rows: ${result.seconds.toFixed(2)} s (target < 5 s), ${result.received.toLocaleString('en')} rows received, ${(result.bytes / 2 ** 20).toFixed(1)} MB; ` +
      `server memory idle ${result.idleMb.toFixed(0)} MB, peak ${result.peakMb.toFixed(0)} MB, ${result.aboveIdleMb.toFixed(0)} MB above idle (target < 150 MB)`,
  );
  const out = arg('json', null);
  if (out) writeFileSync(out, JSON.stringify(result, null, 2));
  console.log(JSON.stringify(result));
  if (result.status !== 200 || result.received !== result.rows) process.exitCode = 1;
}
