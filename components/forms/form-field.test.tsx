import { render, screen } from '@testing-library/react';
import type { FieldDef } from '@/lib/forms/fields';
import { FormField } from './form-field';

const passport: FieldDef = {
  name: 'passportNumber',
  label: 'Passport number',
  hint: 'As in your request.',
  type: 'text',
  required: true,
  autoCapitalize: 'characters',
  spellCheck: false,
};

/** The field outside a page's island texts, as a server component renders it (the letter pages). */
describe('FormField', () => {
  it('takes an id of its own and a code’s typing hints', () => {
    render(<FormField field={passport} id="letter-passport" />);
    const input = screen.getByLabelText('Passport number');
    expect(input).toHaveAttribute('id', 'letter-passport');
    expect(input).toHaveAttribute('name', 'passportNumber');
    expect(input).toHaveAttribute('autocapitalize', 'characters');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('aria-describedby', 'letter-passport-hint');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says an error about the value: invalid, described', () => {
    render(
      <FormField field={passport} id="letter-passport" errors={['Not the one in the letter.']} errorRole="alert" />,
    );
    const input = screen.getByLabelText('Passport number');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As in your request. Not the one in the letter.');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'letter-passport-error');
  });

  it('says an error about the attempt without marking the value invalid', () => {
    render(
      <FormField
        field={passport}
        id="letter-passport"
        errors={['Too many tries.']}
        invalid={false}
        errorRole="alert"
      />,
    );
    const input = screen.getByLabelText('Passport number');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAttribute('aria-describedby', 'letter-passport-hint letter-passport-error');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many tries.');
  });
});
