import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormState } from '@/lib/forms/form-state';
import { NewsletterForm } from './newsletter-form';
import { renderInEnglish } from '@/components/ui/test-support/texts';

const texts = {
  name: 'Newsletter',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  success: 'Thank you for subscribing! You will receive our news and schedule updates.',
  failure: 'Subscription failed. Please try again.',
};

/** The footer box with an action that answers `answer` once the test lets it. */
async function send(answer: FormState) {
  const user = userEvent.setup();
  let resolve: (state: FormState) => void = () => undefined;
  const action = jest.fn<Promise<FormState>, [FormState, FormData]>(
    () => new Promise<FormState>((done) => (resolve = done)),
  );
  renderInEnglish(<NewsletterForm action={action} texts={texts} />);
  const box = screen.getByRole('form', { name: 'Newsletter' });
  const input = within(box).getByLabelText('Email address');
  await user.type(input, 'ada@example.com');
  await user.click(within(box).getByRole('button', { name: 'Subscribe' }));
  expect(within(box).getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  expect(action.mock.calls[0][1].get('email')).toBe('ada@example.com');
  await act(async () => resolve(answer));
  return { box, input, status: within(box).getByRole('status') };
}

describe('NewsletterForm', () => {
  it('confirms a subscription and empties the box', async () => {
    const { input, status } = await send({ status: 'success', emailNotSent: false });
    expect(status).toHaveTextContent(texts.success);
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says what is wrong with the address and keeps it', async () => {
    const { input, status } = await send({
      status: 'error',
      fieldErrors: { email: ['Enter a valid email address'] },
      values: { email: 'ada@example' },
    });
    expect(status).toHaveTextContent('Enter a valid email address');
    expect(input).toHaveValue('ada@example');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('passes on why it failed (wait a minute), else the failure text', async () => {
    const limited = await send({
      status: 'error',
      fieldErrors: {},
      values: { email: 'ada@example.com' },
      message: 'Too many requests. Please wait a minute and try again.',
    });
    expect(limited.status).toHaveTextContent('Too many requests. Please wait a minute and try again.');
  });

  it('falls back to the failure text', async () => {
    const { status } = await send({ status: 'error', fieldErrors: {}, values: { email: 'ada@example.com' } });
    expect(status).toHaveTextContent(texts.failure);
  });
});
