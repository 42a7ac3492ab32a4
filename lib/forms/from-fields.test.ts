import type { FieldDef } from './fields';
import { schemasFor } from './schemas';

// A form without a schema of its own is checked by the one read off its fields.
const fields: FieldDef[] = [
  { name: 'fullName', label: 'Full name', type: 'text', required: true, maxLength: 20 },
  { name: 'email', label: 'Email', type: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'tel', required: false },
  { name: 'site', label: 'Website', type: 'url', required: false },
  {
    name: 'days',
    label: 'Days',
    type: 'select',
    required: true,
    options: [
      { value: 'all', label: 'All four days' },
      { value: 'weekend', label: 'The weekend' },
    ],
  },
  { name: 'note', label: 'Note', type: 'textarea', required: false, maxLength: 50 },
];

const schema = schemasFor('en').fromFields(fields);
const valid = { fullName: 'Ada Obi', email: 'ada@example.com', days: 'all' };

describe('a schema read off a form’s fields', () => {
  it('accepts a filled form and fills the optional fields left out', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, phone: '', site: '', note: '' });
  });

  it('refuses each field by its own rule, naming it', () => {
    const errors = (input: Record<string, string>) =>
      Object.keys(schema.safeParse({ ...valid, ...input }).error?.flatten().fieldErrors ?? {});
    expect(errors({ fullName: '' })).toEqual(['fullName']);
    expect(errors({ fullName: 'x'.repeat(21) })).toEqual(['fullName']);
    expect(errors({ email: 'not-an-address' })).toEqual(['email']);
    expect(errors({ phone: 'call me' })).toEqual(['phone']);
    expect(errors({ site: 'javascript:alert(1)' })).toEqual(['site']);
    expect(errors({ days: 'monday' })).toEqual(['days']);
    expect(errors({ note: 'x'.repeat(51) })).toEqual(['note']);
    expect(errors({ site: 'https://example.com' })).toEqual([]);
  });
});
