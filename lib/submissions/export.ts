import { formKinds, formRegistry, type FormKind } from '@/lib/forms/registry';
import type { Db } from '@/lib/db';
import { listNewsletterSubscribers, listSubmissions } from './store';

/**
 * Turning what was stored into rows an organiser can open in a spreadsheet: one column per
 * form field (in the form's order), CSV per RFC 4180, and cells that a spreadsheet would run as
 * a formula (=, +, -, @ at the start, unless they are plain numbers such as a phone number)
 * defused with a leading apostrophe.
 */
export const exportKinds = formKinds;
export type ExportKind = FormKind;

/** A form's columns: its fields in the order the form shows them (the schema's order otherwise). */
function formColumns(kind: FormKind): string[] {
  const form = formRegistry[kind];
  return form.fields ? form.fields.map((field) => field.name) : Object.keys(form.schema.shape);
}

export interface Table {
  columns: string[];
  rows: string[][];
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export async function exportTable(db: Db, kind: ExportKind): Promise<Table> {
  if (kind === 'newsletter') {
    const subscribers = await listNewsletterSubscribers(db);
    return { columns: ['created_at', 'email'], rows: subscribers.map((row) => [new Date(row.createdAt).toISOString(), row.email]) };
  }
  const submissions = await listSubmissions(db, kind);
  const known = formColumns(kind);
  const extra = new Set<string>();
  for (const submission of submissions) {
    for (const key of Object.keys(submission.payload)) if (!known.includes(key)) extra.add(key);
  }
  const payloadColumns = [...known, ...[...extra].sort()];
  return {
    columns: ['id', 'created_at', 'status', ...payloadColumns],
    rows: submissions.map((submission) => [
      submission.id,
      new Date(submission.createdAt).toISOString(),
      submission.status,
      ...payloadColumns.map((column) => cell(submission.payload[column])),
    ]),
  };
}

/** Digits and phone punctuation only: nothing a spreadsheet could run, so left as typed. */
const numberLike = /^[+-]?[\d\s().-]+$/;

function csvCell(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) && !numberLike.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

export function toCsv(table: Table): string {
  return [table.columns, ...table.rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function toJson(table: Table): string {
  return JSON.stringify(table.rows.map((row) => Object.fromEntries(table.columns.map((column, index) => [column, row[index]]))), null, 2) + '\n';
}
