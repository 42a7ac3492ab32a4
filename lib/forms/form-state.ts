/** Each wrong field's messages, by field name. */
export type FieldErrors = Record<string, string[]>;

/**
 * What a form's server action answers, and so what the form shows (useActionState's state):
 * nothing yet, the success (with the note that the confirmation mail could not be sent, and
 * the ticket page of a registration), or the failure with each field's errors and what the
 * visitor typed (React resets a form after its action, and a page answering a post without
 * script has nothing else to fill the fields with). Plain data: it crosses to the browser.
 */
export type FormState =
  | { status: 'idle' }
  /** message: the server's own words when they are not the form's usual success (a place on the waiting list). */
  | { status: 'success'; emailNotSent: boolean; ticketUrl?: string; message?: string }
  | {
      status: 'error';
      fieldErrors: FieldErrors;
      /** The submitted values of the form's own fields (never the honeypot). */
      values: Record<string, string>;
      /** Why, when the visitor can act on it (wait, try again shortly, registration closed). */
      message?: string;
    };

export const idleFormState: FormState = { status: 'idle' };

/** A form's server action, as useActionState calls it. */
export type FormAction = (previous: FormState, formData: FormData) => Promise<FormState>;
