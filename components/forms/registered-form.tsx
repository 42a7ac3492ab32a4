import 'server-only';
import { formRegistry, type FormKind } from '@/lib/forms/registry';
import { formActions } from '@/lib/submissions/form-actions';
import { ActionBoundary } from './action-boundary';
import { SubmissionForm } from './submission-form';

/**
 * A form of SPEC.md sections 3 to 5, as its registry entry describes it (fields, labels and
 * banners), posted to its server action. A server component: the browser island receives plain
 * data and a reference to the action, never the action's code.
 */
export function RegisteredForm({ kind, submitLabel }: { kind: FormKind; /** Instead of the form's own label (the registration's "Join the waiting list" while full). */ submitLabel?: string }) {
  const form = formRegistry[kind];
  if (!form.fields) throw new Error(`the ${kind} form has no fields to render`);
  return (
    <ActionBoundary fields={form.fields.map((field) => field.name)}>
      <SubmissionForm
        action={formActions[kind]}
        name={form.texts.name}
        fields={form.fields}
        submitLabel={submitLabel ?? form.texts.submit}
        submittingLabel={form.texts.submitting}
        successText={form.texts.success}
        emailNotSentText={form.texts.emailNotSent}
        ticketLinkLabel={'ticketLink' in form ? form.ticketLink : undefined}
      />
    </ActionBoundary>
  );
}
