/**
 * What text the site accepts from anyone: the forms, the ticket JSON and the gate all read
 * strings that someone else typed or crafted. A control character (C0, DEL, C1) breaks a
 * printed ticket, a CSV cell and PostgreSQL's jsonb (U+0000); a lone UTF-16 surrogate has no
 * UTF-8 form; a bidirectional override or isolate makes a name display as something other
 * than what it is ("Ada<RLO>nimda" reads "Adaadmin" backwards). Browser-safe, no dependencies.
 */

/**
 * An e-mail address as the site compares it (one registration, one mail window per address):
 * trimmed, NFC-normalised and lower-cased.
 */
export function emailKey(address: string): string {
  return address.trim().normalize('NFC').toLowerCase();
}

/** C0 controls, DEL and C1 controls. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, except the line feed and carriage return a message may hold. */
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
/** Embeddings and overrides (U+202A to U+202E) and isolates (U+2066 to U+2069). */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

export type TextProblem = 'control' | 'surrogate' | 'bidi';

/**
 * Why a one-line value (a name, a company, an address, an id) is refused, or null when it is
 * acceptable.
 */
export function lineTextProblem(value: string): TextProblem | null {
  if (LONE_SURROGATE.test(value)) return 'surrogate';
  if (CONTROL.test(value)) return 'control';
  if (BIDI_CONTROL.test(value)) return 'bidi';
  return null;
}

/**
 * The same for a multi-line message: line breaks are allowed, and so are bidirectional marks,
 * which right-to-left writers use inside a paragraph.
 */
export function messageTextProblem(value: string): TextProblem | null {
  if (LONE_SURROGATE.test(value)) return 'surrogate';
  if (CONTROL_BUT_LINE_BREAKS.test(value)) return 'control';
  return null;
}

/** A refusal's words with `{field}` for the field's name, in a form's language (content/messages). */
export type TextProblemMessages = Record<TextProblem, string>;

/** What the visitor reads beside the field, e.g. "First name must not contain control characters". */
export function textProblemMessage(what: string, problem: TextProblem, messages?: TextProblemMessages): string {
  if (messages) return messages[problem].replace('{field}', what);
  switch (problem) {
    case 'control':
      return `${what} must not contain control characters (such as tabs or invisible characters)`;
    case 'surrogate':
      return `${what} contains a character that is not valid text`;
    case 'bidi':
      return `${what} must not contain text-direction override characters`;
  }
}

/** Where a refusal is reported: a zod refinement context (structurally, so this file needs no zod). */
type IssueSink = { addIssue(issue: { code: 'custom'; message: string }): void };

/**
 * A zod `superRefine` that refuses what `lineTextProblem` (or, for a message, `messageTextProblem`)
 * finds; `messages`: the refusals in other words than these English ones (a French form's).
 */
export function refuseUnsafeText(what: string, shape: 'line' | 'message' = 'line', messages?: TextProblemMessages) {
  const problemOf = shape === 'line' ? lineTextProblem : messageTextProblem;
  return (value: string, ctx: IssueSink): void => {
    const problem = problemOf(value);
    if (problem) ctx.addIssue({ code: 'custom', message: textProblemMessage(what, problem, messages) });
  };
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML, in an element or a quoted attribute (mails, plain pages, XML). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char]);
}
