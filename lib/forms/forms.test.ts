/** @jest-environment node */
import { fr } from '@/content/messages/fr';
import { formFields } from './fields';
import { registrationFields } from './registration-fields';
import {
  contactCategories,
  contactFields,
  exhibitionFields,
  industries,
  industryValue,
  isPhoneNumber,
  parseForm,
  partnerFields,
  type FieldDef,
} from './index';
import { validContact } from './fixtures';

const validExhibition = {
  firstName: 'Ada',
  lastName: 'Obi',
  company: 'Obi Studio',
  emailAddress: 'ada@example.com',
  altEmailAddress: '',
  phoneNumber: '08031234567',
  altPhoneNumber: '',
  industry: 'finance-&-banking',
  website: 'https://obi.example.com',
  services: 'Design, Photography',
  comments: '',
};

describe('form field definitions', () => {
  const shape = (fields: readonly FieldDef[]) => fields.map((field) => [field.name, field.type, field.required]);

  it('contact', () => {
    expect(shape(contactFields)).toEqual([
      ['firstName', 'text', true],
      ['lastName', 'text', true],
      ['emailAddress', 'email', true],
      ['altEmailAddress', 'email', false],
      ['phoneNumber', 'tel', true],
      ['altPhoneNumber', 'tel', false],
      ['category', 'select', true],
      ['message', 'textarea', true],
    ]);
    expect(contactFields.find((field) => field.name === 'message')?.placeholder).toBe('How can we help you?');
    expect(contactCategories).toEqual([
      { value: 'general-enquiries', label: 'General Enquiries' },
      { value: 'book-exhibition-space', label: 'Book a Exhibition Space' },
      { value: 'lodge-complain', label: 'Lodge a Complain' },
      { value: 'be-partner', label: 'Be a Partner' },
    ]);
  });

  it('partner', () => {
    expect(shape(partnerFields)).toEqual([
      ['fullName', 'text', true],
      ['phoneNumber', 'tel', true],
      ['altPhoneNumber', 'tel', false],
      ['emailAddress', 'email', true],
      ['altEmailAddress', 'email', false],
      ['company', 'text', true],
      ['message', 'textarea', false],
    ]);
    expect(partnerFields.find((field) => field.name === 'company')?.label).toBe('Name of Company');
  });

  it('exhibition, with the 16 industries lower-cased and dashed', () => {
    expect(shape(exhibitionFields)).toEqual([
      ['firstName', 'text', true],
      ['lastName', 'text', true],
      ['company', 'text', true],
      ['emailAddress', 'email', true],
      ['altEmailAddress', 'email', false],
      ['phoneNumber', 'tel', true],
      ['altPhoneNumber', 'tel', false],
      ['industry', 'select', true],
      ['website', 'url', true],
      ['services', 'text', true],
      ['comments', 'textarea', false],
    ]);
    expect(industries).toHaveLength(16);
    expect(industryValue('Finance & Banking')).toBe('finance-&-banking');
    expect(industries.map((industry) => industry.value)).toContain('government-&-public-sector');
    expect(exhibitionFields.find((field) => field.name === 'industry')?.emptyOption).toBe('Select Category');
  });
});

describe('server validation', () => {
  it('accepts a valid contact and trims values', () => {
    const result = parseForm('contact', { ...validContact, firstName: '  Ada  ', extra: 'dropped' });
    expect(result).toEqual({ ok: true, data: validContact });
  });

  it('defaults missing optional fields to empty strings', () => {
    const rest: Record<string, string> = { ...validContact };
    delete rest.altEmailAddress;
    delete rest.altPhoneNumber;
    expect(parseForm('contact', rest)).toEqual({ ok: true, data: validContact });
  });

  it('names each wrong field with a message', () => {
    const result = parseForm('contact', {
      ...validContact,
      emailAddress: 'ada@',
      altEmailAddress: 'nope',
      phoneNumber: 'call me',
      category: 'spam',
      firstName: 42,
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        firstName: ['First name must be text'],
        emailAddress: ['Enter a valid email address'],
        altEmailAddress: ['Enter a valid email address'],
        phoneNumber: ['Enter a valid phone number'],
        category: ['Choose a category'],
      },
    });
  });

  // A name with a tab was accepted and issued a ticket the site itself refused.
  it.each([
    ['a tab', 'Ada\tB'],
    ['a line feed', 'Ada\nB'],
    ['a NUL', 'Ada\u0000B'],
    ['a DEL', 'Ada\u007fB'],
    ['a C1 control', 'Ada\u0085B'],
  ])('refuses %s in a name, naming the field', (_what, firstName) => {
    for (const kind of ['contact', 'exhibition', 'registration'] as const) {
      const result = parseForm(kind, { firstName });
      expect(result.ok ? [] : result.fieldErrors.firstName).toContain(
        'First name must not contain control characters (such as tabs or invisible characters)',
      );
    }
  });

  it('refuses a lone surrogate and a direction override, accepts real names', () => {
    expect(parseForm('contact', { ...validContact, lastName: 'Obi\ud800' })).toEqual({
      ok: false,
      fieldErrors: { lastName: ['Last name contains a character that is not valid text'] },
    });
    expect(parseForm('contact', { ...validContact, lastName: 'Obi\u202enimda' })).toEqual({
      ok: false,
      fieldErrors: { lastName: ['Last name must not contain text-direction override characters'] },
    });
    expect(parseForm('partner', { fullName: 'Ada\u2066Obi', company: 'X' }).ok).toBe(false);
    for (const name of ['Adébáyọ̀', 'Nwọsu', 'عائشة', '陈', 'Zoë 😀'])
      expect(parseForm('contact', { ...validContact, lastName: name }).ok).toBe(true);
  });

  it("keeps a message's line breaks but refuses its other control characters (NUL broke jsonb)", () => {
    expect(parseForm('contact', { ...validContact, message: 'Hello\r\nworld\n' })).toMatchObject({
      ok: true,
      data: { message: 'Hello\r\nworld' },
    });
    expect(parseForm('contact', { ...validContact, message: 'hello\u0000world' })).toEqual({
      ok: false,
      fieldErrors: { message: ['Message must not contain control characters (such as tabs or invisible characters)'] },
    });
    expect(parseForm('exhibition', { ...validExhibition, comments: 'a\u0007b' })).toEqual({
      ok: false,
      fieldErrors: {
        comments: ['Comments must not contain control characters (such as tabs or invisible characters)'],
      },
    });
    expect(parseForm('partner', { message: 'x\udc00' })).toMatchObject({
      ok: false,
      fieldErrors: { message: ['Message contains a character that is not valid text'] },
    });
  });

  it('bounds lengths', () => {
    const result = parseForm('contact', { ...validContact, message: 'x'.repeat(5001), firstName: 'y'.repeat(101) });
    expect(result.ok ? {} : result.fieldErrors).toEqual({
      firstName: ['First name must be at most 100 characters'],
      message: ['Message must be at most 5000 characters'],
    });
  });

  it('checks the exhibition website is an http(s) URL and the industry one of the 16', () => {
    expect(parseForm('exhibition', validExhibition).ok).toBe(true);
    for (const website of ['javascript:alert(1)', 'obi.example.com', 'ftp://obi.example.com', 'https://']) {
      const result = parseForm('exhibition', { ...validExhibition, website });
      expect(result.ok ? [] : Object.keys(result.fieldErrors)).toEqual(['website']);
    }
    const industry = parseForm('exhibition', { ...validExhibition, industry: 'Finance & Banking' });
    expect(industry.ok ? [] : Object.keys(industry.fieldErrors)).toEqual(['industry']);
  });

  it('knows phone numbers', () => {
    expect(['+234 803 123 4567', '(0803) 123-4567', '08031234567'].every(isPhoneNumber)).toBe(true);
    expect(['123', 'call me', '+234 803 123 4567 ext 9', '1'.repeat(16)].some(isPhoneNumber)).toBe(false);
  });

  it('rejects a body that is not an object', () => {
    expect(parseForm('newsletter', 'x')).toEqual({
      ok: false,
      fieldErrors: { _form: ['The body must be a JSON object'] },
    });
    expect(parseForm('newsletter', { email: 'reader@example.com' })).toEqual({
      ok: true,
      data: { email: 'reader@example.com' },
    });
  });

  it('validates the attendee registration', () => {
    const registration = {
      firstName: 'Ada',
      lastName: 'Obi',
      emailAddress: 'ada@example.com',
      phoneNumber: '+234 803 000 0000',
      country: 'GH',
      category: 'investor',
    };
    expect(parseForm('registration', { ...registration, consent: 'yes' })).toEqual({
      ok: true,
      data: { ...registration, company: '', consent: true },
    });
    expect(parseForm('registration', { ...registration, consent: true })).toMatchObject({ ok: true });
    expect(parseForm('registration', { ...registration, country: 'XX', category: 'VIP', consent: '' })).toEqual({
      ok: false,
      fieldErrors: {
        country: ['Choose a country'],
        category: ['Choose a category'],
        consent: ['Please agree to the privacy notice to register'],
      },
    });
  });

  it('offers the countries of Africa first, then the rest of the world, each country once', () => {
    const country = registrationFields.find((field) => field.name === 'country');
    expect(country?.optionGroups?.map((group) => group.label)).toEqual(['Africa', 'Rest of the world']);
    const [africa, rest] = country?.optionGroups ?? [];
    expect(africa.options.length).toBeGreaterThanOrEqual(54);
    expect(africa.options.map((option) => option.label)).toEqual(
      expect.arrayContaining(['Nigeria', 'Ghana', 'Kenya', 'South Africa', 'Egypt', 'Senegal']),
    );
    expect(rest.options.map((option) => option.label)).toEqual(
      expect.arrayContaining(['United Kingdom', 'United States', 'Brazil', 'India']),
    );
    const codes = [...africa.options, ...rest.options].map((option) => option.value);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThan(190);
  });
});

describe('server validation in the form’s language', () => {
  it('answers a French page’s form in French, field by field', () => {
    const result = parseForm('contact', {
      ...validContact,
      locale: 'fr',
      firstName: '',
      emailAddress: 'ada@',
      phoneNumber: 'call me',
      category: 'other',
    });
    if (result.ok) throw new Error('accepted');
    expect(result.fieldErrors).toEqual({
      firstName: ['Prénom\u202f: ce champ est obligatoire'],
      emailAddress: ['Saisissez une adresse e-mail valide'],
      phoneNumber: ['Saisissez un numéro de téléphone valide'],
      category: ['Choisissez un objet'],
    });
  });

  it('refuses unsafe text in French too', () => {
    const result = parseForm('newsletter', { email: 'ada\u202e@example.com', locale: 'fr' });
    if (result.ok) throw new Error('accepted');
    expect(result.fieldErrors.email?.[0]).toBe(
      'Adresse e-mail\u202f: les caractères qui forcent le sens d’écriture ne sont pas acceptés',
    );
  });

  it('keeps English when the language is absent or unknown', () => {
    for (const locale of [undefined, 'de', 42]) {
      const result = parseForm('newsletter', { email: '', locale });
      if (result.ok) throw new Error('accepted');
      expect(result.fieldErrors.email).toEqual(['Email address is required']);
    }
  });

  it('labels the French form’s fields in French with the same names, types and options', () => {
    const french = formFields(fr.forms);
    const shape = (fields: readonly FieldDef[]) =>
      fields.map((field) => [field.name, field.type, field.required, field.options?.map((option) => option.value)]);
    expect(shape(french.contact)).toEqual(shape(contactFields));
    expect(shape(french.exhibition)).toEqual(shape(exhibitionFields));
    expect(french.contact.find((field) => field.name === 'message')?.placeholder).toBe(
      'Comment pouvons-nous vous aider\u202f?',
    );
    expect(french.industries.map((industry) => industry.value)).toEqual(industries.map((industry) => industry.value));
    // The submitted values are the English labels', whatever the page's language.
    expect(industries.map((industry) => industry.value)).toEqual(
      industries.map((industry) => industryValue(industry.label)),
    );
  });
});
