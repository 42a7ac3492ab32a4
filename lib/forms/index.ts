/**
 * lib/forms owns the site's forms: what each shows (fields.ts, plain data the browser form
 * renders), how the server checks it (schemas.ts), what its server action answers
 * (form-state.ts, plain data for the browser too) and the registry that ties each form's
 * endpoint, schema, fields, texts and confirmation mail together (registry.ts).
 */
import { en } from '@/content/messages/en';
import { localeOf } from '@/lib/i18n';
import { formRegistry, type FormInput, type FormKind } from './registry';

export * from './fields';
export * from './schemas';
export { formAtEndpoint, formRegistry, type FormInput, type FormKind, type SubmissionFormKind } from './registry';
export type { FieldErrors } from './form-state';
import type { FieldErrors } from './form-state';

export type ParseResult<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

/**
 * Parses a request body with a form's schema. The honeypot field is not part of any schema
 * (the guard checks it first) and other unknown keys are dropped. The refusals are in the
 * language the body names in its `locale` field (a French page's form), else English.
 */
export function parseForm<K extends FormKind>(kind: K, body: unknown): ParseResult<FormInput<K>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, fieldErrors: { _form: [en.forms.validation.notObject] } };
  }
  const schema: (typeof formRegistry)[K]['schema'] = formRegistry[kind].schemaIn(
    localeOf((body as Record<string, unknown>).locale),
  );
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data as FormInput<K> };
  return { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}

/** A schema's refusal as each top-level field's messages (_form: the body as a whole). */
export function fieldErrorsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_form';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}
