/** @jest-environment node */
import { formAtEndpoint, formKinds, formRegistry, upstreamEndpoints } from './registry';

const samples = {
  contact: {
    firstName: 'Ada',
    lastName: 'Obi',
    emailAddress: 'ada@example.com',
    phoneNumber: '+234 803 000 0000',
    category: 'general-enquiries',
    message: 'Hello',
  },
  partner: {
    fullName: 'Ada Obi',
    phoneNumber: '+234 803 000 0000',
    emailAddress: 'ada@example.com',
    company: 'Reelhouse',
  },
  exhibition: {
    firstName: 'Ada',
    lastName: 'Obi',
    company: 'Reelhouse',
    emailAddress: 'ada@example.com',
    phoneNumber: '+234 803 000 0000',
    industry: 'technology',
    website: 'https://example.com',
    services: 'Film',
  },
  registration: {
    firstName: 'Ada',
    lastName: 'Obi',
    emailAddress: 'ada@example.com',
    phoneNumber: '+234 803 000 0000',
    country: 'NG',
    category: 'creative',
    consent: 'yes',
  },
  newsletter: { email: 'ada@example.com' },
};

describe('the form registry', () => {
  it('has the five forms of SPEC.md section 7 at their endpoints', () => {
    expect(formKinds).toEqual(['contact', 'partner', 'exhibition', 'registration', 'newsletter']);
    expect(formKinds.map((kind) => formRegistry[kind].endpoint)).toEqual([
      '/api/contact',
      '/api/partner/registration',
      '/api/registration/exhibition',
      '/api/registration',
      '/api/newsletter',
    ]);
  });

  it('finds each form by its endpoint and nothing elsewhere', () => {
    for (const kind of formKinds) expect(formAtEndpoint(formRegistry[kind].endpoint)).toBe(kind);
    expect(formAtEndpoint('/api/health')).toBeNull();
    expect(formAtEndpoint('/api/contact/')).toBeNull();
  });

  it('forwards every form but the newsletter to the organisers’ API', () => {
    expect(upstreamEndpoints).toEqual([
      '/api/contact',
      '/api/partner/registration',
      '/api/registration/exhibition',
      '/api/registration',
    ]);
  });

  it.each(formKinds)('reads the %s form’s address and, for a submission, builds its confirmation mail', (kind) => {
    const form = formRegistry[kind];
    const parsed = form.schema.safeParse(samples[kind]);
    expect(parsed.success).toBe(true);
    const input = parsed.data as never;
    expect((form.emailOf as (input: never) => string)(input)).toBe('ada@example.com');
    const mail = form.confirmationMail as
      ((input: never, locale: 'en' | 'fr') => { recipient: string; kind: string; html: string }) | null;
    expect(mail === null).toBe(form.flow !== 'submission');
    if (mail) {
      // In the language of the form it came from.
      expect(mail(input, 'en')).toMatchObject({
        recipient: 'ada@example.com',
        kind,
        html: expect.stringContaining('<html lang="en">'),
      });
      expect(mail(input, 'fr')).toMatchObject({
        recipient: 'ada@example.com',
        kind,
        html: expect.stringContaining('<html lang="fr">'),
      });
    }
  });
});
