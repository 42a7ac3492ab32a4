import 'server-only';
import { defaultLocale, type Locale } from '@/content/locales';
import { formFieldsOf, formTexts, ticketLinkLabel } from '@/lib/forms/localized';
import { formRegistry, type FormKind } from '@/lib/forms/registry';
import { formAction } from '@/lib/handlers/form-actions';
import { ActionBoundary } from './action-boundary';
import { SubmissionForm } from './submission-form';

/**
 * A form as its registry entry describes it (fields, labels and banners) in the page's
 * language, posted to its server action. A server component: the
 * browser island receives plain data and a reference to the action, never the action's code.
 */
export function RegisteredForm({
  kind,
  submitLabel,
  locale = defaultLocale,
}: {
  kind: FormKind;
  /** Instead of the form's own label (the registration's "Join the waiting list" while full). */
  submitLabel?: string;
  locale?: Locale;
}) {
  const fields = formFieldsOf(locale, kind);
  if (!fields) throw new Error(`the ${kind} form has no fields to render`);
  const texts = formTexts(locale, kind);
  return (
    <ActionBoundary fields={fields.map((field) => field.name)}>
      <SubmissionForm
        action={formAction(kind)}
        name={texts.name}
        fields={fields}
        submitLabel={submitLabel ?? texts.submit}
        submittingLabel={texts.submitting}
        successText={texts.success}
        emailNotSentText={texts.emailNotSent}
        ticketLinkLabel={'ticketLink' in formRegistry[kind] ? ticketLinkLabel(locale) : undefined}
        locale={locale}
      />
    </ActionBoundary>
  );
}
