/**
 * Operator CLI for what the forms stored (DATABASE_URL, default file:./data/acm.db; run from
 * the project folder):
 *
 *   npm run submissions -- list <kind> [--limit N]
 *   npm run submissions -- export <kind> --format csv|json [--out FILE]
 *   npm run submissions -- outbox
 *
 * <kind> is contact, partner, exhibition, registration or newsletter.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { openMigratedDatabase, type Db } from '@/lib/db';
import { mailProblems, outboxStats } from '@/lib/email/outbox-rows';
import { parseServerEnv } from '@/lib/env';
import { exportCells, exportChunks, exportColumns, exportKinds, type ExportKind } from '@/lib/admin/export';
import { listInbox, PAGE_SIZE } from '@/lib/admin/inbox';
import { option, runCli, UsageError } from './lib/cli';

const usage = `Usage:
  npm run submissions -- list <kind> [--limit N]
  npm run submissions -- export <kind> --format csv|json [--out FILE]
  npm run submissions -- outbox
<kind>: ${exportKinds.join(', ')}`;

function kindOf(value: string | undefined): ExportKind {
  if (!value || !(exportKinds as readonly string[]).includes(value))
    throw new UsageError(`Unknown kind "${value ?? ''}"`);
  return value as ExportKind;
}

function truncate(value: string, width: number): string {
  const flat = value.replace(/\s+/g, ' ');
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

/** The newest entries (at most one page), newest first. */
async function list(db: Db, kind: ExportKind, limit: number | undefined): Promise<void> {
  const page = await listInbox(db, kind, { fields: {} });
  const columns = exportColumns(kind);
  const cells = page.rows.slice(0, limit ?? PAGE_SIZE).map((row) => exportCells(kind, row));
  // Identity, time and the first form fields (names and address); the export has every column.
  const picked = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => !['status', 'handled_at', 'handled_by', 'locale'].includes(column))
    .slice(0, 6);
  const show = picked.map(({ column }) => column);
  const rows = cells.map((row) => picked.map(({ index }) => row[index]));
  const widths = show.map((column) => (column === 'id' ? 36 : column === 'created_at' ? 24 : 22));
  console.log(show.map((column, index) => truncate(column, widths[index])).join('  '));
  for (const row of rows) console.log(show.map((_, index) => truncate(row[index] ?? '', widths[index])).join('  '));
  console.log(`\n${rows.length} of ${page.total} ${kind} ${page.total === 1 ? 'entry' : 'entries'}`);
}

/** Streams the export: the file is written batch by batch, never held whole. */
async function writeExport(db: Db, kind: ExportKind, format: 'csv' | 'json', out: Writable): Promise<void> {
  for await (const chunk of exportChunks(db, kind, format)) {
    if (!out.write(chunk)) await once(out, 'drain');
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return;
  }
  const env = parseServerEnv(process.env);
  const db = await openMigratedDatabase(env.DATABASE_URL);
  try {
    if (command === 'list') {
      const limitText = option(args, 'limit');
      const limit = limitText === undefined ? undefined : Number(limitText);
      if (limit !== undefined && (!Number.isInteger(limit) || limit < 1))
        throw new UsageError('--limit must be a positive whole number');
      await list(db, kindOf(args[0]), limit);
    } else if (command === 'export') {
      const kind = kindOf(args[0]);
      const format = option(args, 'format') ?? 'csv';
      if (format !== 'csv' && format !== 'json') throw new UsageError(`Unknown format "${format}" (csv or json)`);
      const out = option(args, 'out');
      if (out) {
        const file = createWriteStream(out);
        await writeExport(db, kind, format, file);
        file.end();
        await once(file, 'finish');
        console.error(`Wrote the ${kind} export to ${out}`);
      } else {
        await writeExport(db, kind, format, process.stdout);
      }
    } else if (command === 'outbox') {
      const stats = await outboxStats(db);
      console.log(`pending ${stats.pending}, sent ${stats.sent}, failed ${stats.failed}`);
      for (const row of await mailProblems(db))
        console.log(`${row.status} ${row.kind} ${row.recipient} attempts=${row.attempts} ${row.last_error ?? ''}`);
    } else {
      throw new UsageError(`Unknown command "${command}"`);
    }
  } finally {
    await db.close();
  }
}

runCli(main, usage);
