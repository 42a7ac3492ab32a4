import { bannerTexts, emailNotSentTexts, partnerFields } from '@/lib/forms/fields';
import { SubmissionForm } from './submission-form';

/** The partner registration form of SPEC.md sections 3 to 5 (posts to /api/partner/registration). */
export function PartnerForm() {
  return (
    <SubmissionForm
      name="Partner Registration Form"
      endpoint="/api/partner/registration"
      fields={partnerFields}
      submitLabel="Register"
      submittingLabel="Registering..."
      successText={bannerTexts.partnerSuccess}
      emailNotSentText={emailNotSentTexts.partner}
    />
  );
}
