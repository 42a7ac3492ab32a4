import 'server-only';
import { formKinds, type FormKind } from '@/lib/forms/registry';
import type { Db } from '@/lib/db';
import { fieldsOf, streamInbox, type InboxFilters, type InboxRow } from './inbox';

/**
 * Turning what was stored into files an organiser opens in a spreadsheet: one column per form
 * field (in the form's order, from the registry) after the stored ones (`locale`: the language
 * of the form, 'en' or 'fr'), CSV per RFC 4180 in UTF-8 with a byte-order
 * mark (so spreadsheets show Adébáyọ̀ as typed), and cells a spreadsheet would run as a formula
 * (=, +, -, @, a tab or a carriage return at the start, unless they are plain numbers such as a
 * phone number) defused with a leading apostrophe. Exports stream: rows are read in batches by
 * keyset (lib/admin/inbox.ts streamInbox) and written as they come, so any size fits in memory.
 */
export const exportKinds = formKinds;
export type ExportKind = FormKind;
export type ExportFormat = 'csv' | 'json';

export const CSV_BOM = '\uFEFF';

const noFilters: InboxFilters = { fields: {} };

export function exportColumns(kind: ExportKind): string[] {
  if (kind === 'newsletter') return ['id', 'created_at', 'email', 'locale'];
  return [
    'id',
    'created_at',
    'status',
    'handled_at',
    'handled_by',
    'locale',
    ...fieldsOf(kind).map((field) => field.name),
  ];
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A moment as an export cell: ISO 8601 in UTC, empty when there is none. */
export const isoTime = (at: number | null) => (at === null ? '' : new Date(at).toISOString());

export function exportCells(kind: ExportKind, row: InboxRow): string[] {
  if (kind === 'newsletter') return [row.id, isoTime(row.createdAt), row.email, row.locale];
  return [
    row.id,
    isoTime(row.createdAt),
    row.status,
    isoTime(row.handledAt),
    row.handledBy ?? '',
    row.locale,
    ...fieldsOf(kind).map((field) => cell(row.payload[field.name])),
  ];
}

/** Digits and phone punctuation only: nothing a spreadsheet could run, so left as typed. */
const numberLike = /^[+-]?[\d\s().-]+$/;

function csvCell(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) && !numberLike.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A table as text chunks: the header (with the BOM) or "[", then one chunk per batch of rows. */
export async function* tableChunks(
  columns: string[],
  batches: AsyncIterable<string[][]>,
  format: ExportFormat,
): AsyncGenerator<string> {
  if (format === 'csv') {
    yield CSV_BOM + csvLine(columns);
    for await (const rows of batches) yield rows.map(csvLine).join('');
    return;
  }
  yield '[';
  let first = true;
  for await (const rows of batches) {
    const objects = rows.map((cells) =>
      JSON.stringify(Object.fromEntries(columns.map((column, index) => [column, cells[index]]))),
    );
    yield `${first ? '\n' : ',\n'}${objects.join(',\n')}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

async function* inboxCells(db: Db, kind: ExportKind, filters: InboxFilters): AsyncGenerator<string[][]> {
  for await (const rows of streamInbox(db, kind, filters)) yield rows.map((row) => exportCells(kind, row));
}

/** The export as text chunks: the header (with the BOM) or "[", then one chunk per batch. */
export function exportChunks(
  db: Db,
  kind: ExportKind,
  format: ExportFormat,
  filters: InboxFilters = noFilters,
): AsyncGenerator<string> {
  return tableChunks(exportColumns(kind), inboxCells(db, kind, filters), format);
}

/** The export as a byte stream for a Response: pulled batch by batch as the client reads. */
export function exportStream(
  db: Db,
  kind: ExportKind,
  format: ExportFormat,
  filters: InboxFilters = noFilters,
  onDone?: (rows: number) => void,
): ReadableStream<Uint8Array> {
  return textStream(exportChunks(db, kind, format, filters), onDone);
}

/** Text chunks as a byte stream for a Response, pulled one by one as the client reads. */
export function textStream(
  chunks: AsyncGenerator<string>,
  onDone?: (rows: number) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) {
          controller.close();
          onDone?.(0);
        } else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** The `format` of an export request (csv by default), or null for anything else. */
export function exportFormat(params: URLSearchParams): ExportFormat | null {
  const format = params.get('format') ?? 'csv';
  return format === 'csv' || format === 'json' ? format : null;
}

/** An export as a download: `acm-{name}-{day}.{format}`, never cached (kept out of search by its path's X-Robots-Tag, next.config.ts). */
export function exportResponse(body: ReadableStream<Uint8Array>, name: string, format: ExportFormat): Response {
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="acm-${name}-${stamp}.${format}"`,
      'Cache-Control': 'no-store',
    },
  });
}
