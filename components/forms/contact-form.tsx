import { bannerTexts, contactFields, emailNotSentTexts } from '@/lib/forms/fields';
import { SubmissionForm } from './submission-form';

/** The contact enquiry form of SPEC.md sections 3 to 5 (posts to /api/contact). */
export function ContactForm() {
  return (
    <SubmissionForm
      name="Contact form"
      endpoint="/api/contact"
      fields={contactFields}
      submitLabel="Send Message"
      submittingLabel="Sending..."
      successText={bannerTexts.contactSuccess}
      emailNotSentText={emailNotSentTexts.contact}
    />
  );
}
