import { formRegistry, type FormKind } from '@/lib/forms/registry';
import { SubmissionForm } from './submission-form';

/**
 * A form of SPEC.md sections 3 to 5, as its registry entry describes it (endpoint, fields,
 * labels and banners). A server component: the browser island receives plain data only.
 */
export function RegisteredForm({ kind }: { kind: FormKind }) {
  const form = formRegistry[kind];
  if (!form.fields) throw new Error(`the ${kind} form has no fields to render`);
  return (
    <SubmissionForm
      name={form.texts.name}
      endpoint={form.endpoint}
      fields={form.fields}
      submitLabel={form.texts.submit}
      submittingLabel={form.texts.submitting}
      successText={form.texts.success}
      emailNotSentText={form.texts.emailNotSent}
      successLink={'successLink' in form ? form.successLink : undefined}
    />
  );
}
