import { bannerTexts, emailNotSentTexts, exhibitionFields } from '@/lib/forms/fields';
import { SubmissionForm } from './submission-form';

/** The exhibition registration form of SPEC.md sections 3 to 5 (posts to /api/registration/exhibition). */
export function ExhibitionForm() {
  return (
    <SubmissionForm
      name="Exhibition registration form"
      endpoint="/api/registration/exhibition"
      fields={exhibitionFields}
      submitLabel="Send Message"
      submittingLabel="Sending..."
      successText={bannerTexts.exhibitionSuccess}
      emailNotSentText={emailNotSentTexts.exhibition}
    />
  );
}
