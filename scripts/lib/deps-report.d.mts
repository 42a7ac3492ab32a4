export function newestOnLine(installed: string, versions: readonly string[]): string | null;

export type View =
  { versions: string[]; deprecated: string | null; latest: string | null; error?: undefined } | { error: string };

export function parseView(stdout: string): View;

export interface ReportRow {
  name: string;
  installed: string;
  newest: string;
  latest: string;
  deprecated: string;
  action: string;
}

export function reportRow(name: string, installed: string | null | undefined, view: View): ReportRow;

export function formatTable(rows: readonly ReportRow[]): string;
