import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactFields } from '@/lib/forms/fields';
import { registrationFields } from '@/lib/forms/registration-fields';
import type { FormState } from '@/lib/forms/form-state';
import { ActionBoundary } from './action-boundary';
import { SubmissionForm } from './submission-form';
import { renderInEnglish } from '@/components/ui/test-support/texts';

/**
 * The form's states as a visitor sees them, with the server action
 * replaced by a function the test answers (the action itself is tested in lib/submissions and
 * end to end): its label and disabled button while pending, the banners, the reset on success,
 * the typed values, field errors and focus on failure.
 */

const ERROR_BANNER = 'An unexpected error occurred. Please try again later.';

/** An action whose answers the test gives, one per submit, with the FormData it received. */
function controlledAction() {
  const calls: FormData[] = [];
  const answers: ((state: FormState) => void)[] = [];
  const action = jest.fn((_previous: FormState, formData: FormData) => {
    calls.push(formData);
    return new Promise<FormState>((resolve) => answers.push(resolve));
  });
  return { action, calls, answer: (state: FormState) => act(async () => answers.shift()?.(state)) };
}

function renderContact(action: (previous: FormState, formData: FormData) => Promise<FormState>) {
  renderInEnglish(
    <ActionBoundary fields={contactFields.map((field) => field.name)}>
      <SubmissionForm
        action={action}
        name="Contact form"
        fields={contactFields}
        submitLabel="Send Message"
        submittingLabel="Sending..."
        successText="Your message has been sent successfully!"
        emailNotSentText="Your enquiry has been logged, but we could not send you a confirmation email just now."
      />
    </ActionBoundary>,
  );
  return screen.getByRole('form', { name: 'Contact form' });
}

async function fillContact(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, phone = '+234 803 123 4567') {
  const field = (label: string) => within(form).getByLabelText(label, { exact: true });
  await user.type(field('First Name'), 'Adaeze');
  await user.type(field('Last Name'), 'Okafor');
  await user.type(field('Email Address'), 'ada@example.com');
  await user.type(field('Phone Number'), phone);
  await user.selectOptions(field('Category'), 'be-partner');
  await user.type(field('Message'), 'A stand, please.');
  return field;
}

afterEach(() => jest.useRealTimers());

describe('SubmissionForm', () => {
  it('sends the fields to its action, says Sending... on a disabled button, then shows the success banner and resets', async () => {
    const user = userEvent.setup();
    const { action, calls, answer } = controlledAction();
    const form = renderContact(action);
    const field = await fillContact(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(within(form).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(form).toHaveAttribute('data-state', 'submitting');
    expect(Object.fromEntries(calls[0])).toMatchObject({
      firstName: 'Adaeze',
      category: 'be-partner',
      message: 'A stand, please.',
      nickname: '',
    });

    await answer({ status: 'success', emailNotSent: false });
    expect(screen.getByTestId('form-banner-text')).toHaveTextContent('Your message has been sent successfully!');
    expect(screen.queryByTestId('form-banner-note')).toBeNull();
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of ['First Name', 'Last Name', 'Email Address', 'Phone Number', 'Category', 'Message'])
      expect(field(label)).toHaveValue('');
  });

  it('clears the banner after 5000 ms, not before', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { action, answer } = controlledAction();
    const form = renderContact(action);
    await fillContact(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    await answer({ status: 'success', emailNotSent: true });
    expect(screen.getByTestId('form-banner-note')).toHaveTextContent(
      'Your enquiry has been logged, but we could not send you a confirmation email just now.',
    );
    act(() => jest.advanceTimersByTime(4_999));
    expect(screen.getByTestId('form-banner-text')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('form-banner-text')).toBeNull();
    expect(form).toHaveAttribute('data-state', 'idle');
  });

  it('on failure keeps what was typed, shows each error by its field and focuses the first one; editing a field clears its error', async () => {
    const user = userEvent.setup();
    const { action, answer } = controlledAction();
    const form = renderContact(action);
    const field = await fillContact(user, form, 'call me');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    await answer({
      status: 'error',
      fieldErrors: { altEmailAddress: ['Enter a valid email address'], phoneNumber: ['Enter a valid phone number'] },
      values: {
        firstName: 'Adaeze',
        lastName: 'Okafor',
        emailAddress: 'ada@example.com',
        altEmailAddress: 'a@b',
        phoneNumber: 'call me',
        altPhoneNumber: '',
        category: 'be-partner',
        message: 'A stand, please.',
      },
    });

    expect(screen.getByTestId('form-banner-text')).toHaveTextContent(ERROR_BANNER);
    expect(field('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Phone Number')).toHaveAccessibleDescription('Enter a valid phone number');
    expect(field('Alternative Email Address')).toHaveAccessibleDescription('Enter a valid email address');
    expect(field('Alternative Email Address')).toHaveFocus();
    expect(field('Phone Number')).toHaveValue('call me');
    expect(field('Alternative Email Address')).toHaveValue('a@b');
    expect(field('First Name')).toHaveValue('Adaeze');
    expect(field('Category')).toHaveValue('be-partner');
    expect(field('Message')).toHaveValue('A stand, please.');

    await user.type(field('Phone Number'), '1');
    expect(field('Phone Number')).not.toHaveAttribute('aria-invalid');
    expect(field('Alternative Email Address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows why under the error banner when the server says (the database is not answering)', async () => {
    const user = userEvent.setup();
    const { action, answer } = controlledAction();
    const form = renderContact(action);
    await fillContact(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    await answer({ status: 'error', fieldErrors: {}, values: {}, message: 'Please try again in a few seconds.' });
    expect(screen.getByTestId('form-banner-text')).toHaveTextContent(ERROR_BANNER);
    expect(screen.getByTestId('form-banner-note')).toHaveTextContent('Please try again in a few seconds.');
  });

  it('a send that never reaches the server (no network, an action a new deployment lacks) shows the error banner and keeps what was typed', async () => {
    const user = userEvent.setup();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { action, answer } = controlledAction();
    action.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    let form = renderContact(action);
    await fillContact(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByTestId('form-banner-text')).toHaveTextContent(ERROR_BANNER);
    form = screen.getByRole('form', { name: 'Contact form' });
    const field = (label: string) => within(form).getByLabelText(label, { exact: true });
    expect(field('First Name')).toHaveValue('Adaeze');
    expect(field('Category')).toHaveValue('be-partner');
    expect(field('Message')).toHaveValue('A stand, please.');
    expect(quiet).toHaveBeenCalledWith('The form could not be sent:', expect.any(TypeError));
    quiet.mockRestore();

    // The form is the form again: the next send is answered.
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    await answer({ status: 'success', emailNotSent: false });
    expect(screen.getByTestId('form-banner-text')).toHaveTextContent('Your message has been sent successfully!');
    expect(field('First Name')).toHaveValue('');
  });

  it('keeps a registration’s ticket link after its banner clears, until the next send', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { action, answer } = controlledAction();
    renderInEnglish(
      <SubmissionForm
        action={action}
        name="Registration form"
        fields={registrationFields}
        submitLabel="Register"
        submittingLabel="Registering..."
        successText="Registration successful! We have emailed you your ticket."
        emailNotSentText="Your registration succeeded, but we could not send you your ticket by email just now."
        ticketLinkLabel="Open your ticket"
      />,
    );
    const form = screen.getByRole('form', { name: 'Registration form' });
    const consent = within(form).getByRole('checkbox');
    await user.click(consent);
    // The browser's required checks are not the test's subject: a submit event without them.
    fireEvent.submit(form);
    await answer({
      status: 'error',
      fieldErrors: { firstName: ['First name is required'] },
      values: { firstName: '', consent: 'yes' },
    });
    expect(consent).toBeChecked();
    expect(within(form).queryByRole('link', { name: 'Open your ticket' })).toBeNull();

    fireEvent.submit(form);
    await answer({ status: 'success', emailNotSent: false, ticketUrl: '/ticket/qr-download?data=abc' });
    expect(consent).not.toBeChecked();
    const link = within(form).getByRole('link', { name: 'Open your ticket' });
    expect(link).toHaveAttribute('href', '/ticket/qr-download?data=abc');
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.queryByTestId('form-banner-text')).toBeNull();
    expect(link).toBeInTheDocument();

    fireEvent.submit(form);
    expect(within(form).queryByRole('link', { name: 'Open your ticket' })).toBeNull();
  });
});
