import type { z } from 'zod';

/** A content file that does not match its schema. The message names the file and field. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly issues: { path: string; message: string }[],
  ) {
    super(
      `Invalid content in ${file}:\n` +
        issues.map((issue) => `  - ${issue.path || '(root)'}: ${issue.message}`).join('\n'),
    );
    this.name = 'ContentError';
  }
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');
}

/**
 * Validates content at module load. Pages import content through this, so a content
 * mistake fails `next build` (and the unit tests) with the file and field that are wrong.
 */
export function defineContent<S extends z.ZodType>(file: string, schema: S, data: z.input<S>): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ContentError(
      file,
      result.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message })),
    );
  }
  return result.data;
}
