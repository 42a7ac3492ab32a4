/** @jest-environment node */
import { localizedContent } from '@/content/localized';
import { locales } from '@/content/locales';
import type { FieldDef } from './fields';
import { parseForm } from './index';
import { formAtEndpoint, formKinds, formRegistry, upstreamEndpoints, type FormKind } from './registry';

const address = 'ada@example.com';

/** A value each field accepts, read off its definition. */
function sampleValue(field: FieldDef): string {
  const choices = [...(field.options ?? []), ...(field.optionGroups ?? []).flatMap((group) => group.options)];
  if (choices.length > 0) return choices[0].value;
  if (field.type === 'checkbox') return field.value ?? 'on';
  if (field.type === 'email') return address;
  if (field.type === 'tel') return '+234 803 000 0000';
  if (field.type === 'url') return 'https://example.com';
  if (field.type === 'date') return '2025-09-16';
  return 'Ada';
}

/** A submission every form accepts, built from what the form shows (the newsletter's one address otherwise). */
function sample(kind: FormKind): Record<string, string> {
  const form = formRegistry[kind];
  if (!form.fields) return Object.fromEntries(Object.keys(form.schema.shape).map((name) => [name, address]));
  return Object.fromEntries(form.fields.map((field) => [field.name, sampleValue(field)]));
}

describe('the form registry', () => {
  it('gives every form its own endpoint under /api', () => {
    const endpoints = formKinds.map((kind) => formRegistry[kind].endpoint);
    expect(new Set(endpoints).size).toBe(formKinds.length);
    for (const endpoint of endpoints) expect(endpoint).toMatch(/^\/api\/[a-z/-]+$/);
  });

  it('finds each form by its endpoint and nothing elsewhere', () => {
    for (const kind of formKinds) expect(formAtEndpoint(formRegistry[kind].endpoint)).toBe(kind);
    expect(formAtEndpoint('/api/health')).toBeNull();
    expect(formAtEndpoint('/api/contact/')).toBeNull();
  });

  it('forwards every form but the newsletter list to the organisers’ API', () => {
    // The organisers' API knows these paths; a new form is added to it on their side.
    expect(upstreamEndpoints).toEqual(
      expect.arrayContaining([
        '/api/contact',
        '/api/partner/registration',
        '/api/registration/exhibition',
        '/api/registration',
      ]),
    );
    expect(upstreamEndpoints).not.toContain('/api/newsletter');
    expect(new Set(upstreamEndpoints).size).toBe(upstreamEndpoints.length);
  });

  it('has the words of every form, and only those, in every language: mail for a submission, privacy line', () => {
    for (const locale of locales) {
      const words = localizedContent(locale).formPages;
      expect(Object.keys(words)).toEqual(formKinds);
      for (const kind of formKinds)
        expect(words[kind].mail !== undefined).toBe(formRegistry[kind].flow === 'submission');
    }
  });

  it.each(formKinds)('the %s form shows the fields its schema checks, in every language', (kind) => {
    const form = formRegistry[kind];
    for (const locale of locales) {
      const fields = form.fieldsIn?.(locale);
      const names = Object.keys(form.schemaIn(locale).shape);
      if (fields) expect(fields.map((field) => field.name)).toEqual(names);
      expect(names).toEqual(Object.keys(form.schema.shape));
    }
  });

  it.each(formKinds)('refuses an empty %s form, naming exactly its required fields', (kind) => {
    const fields = formRegistry[kind].fields;
    const names = fields ? fields.map((field) => field.name) : Object.keys(formRegistry[kind].schema.shape);
    const result = parseForm(kind, Object.fromEntries(names.map((name) => [name, ''])));
    if (result.ok) throw new Error('empty form accepted');
    const required = fields ? fields.filter((field) => field.required).map((field) => field.name) : ['email'];
    expect(Object.keys(result.fieldErrors).sort()).toEqual([...required].sort());
  });

  it.each(formKinds)('reads the %s form’s address and, for a submission, builds its mail in each language', (kind) => {
    const form = formRegistry[kind];
    const parsed = parseForm(kind, sample(kind));
    if (!parsed.ok) throw new Error(`sample refused: ${JSON.stringify(parsed.fieldErrors)}`);
    const input = parsed.data as never;
    expect((form.emailOf as (input: never) => string)(input)).toBe(address);
    const mail = form.confirmationMail as
      | ((
          input: never,
          locale: 'en' | 'fr',
          at: number,
        ) => { recipient: string; kind: string; subject: string; html: string })
      | null;
    expect(mail === null).toBe(form.flow !== 'submission');
    if (!mail) return;
    const subjects = locales.map((locale) => {
      // Before the edition (the exhibition's mail names the next edition from its opening on).
      const built = mail(input, locale, Date.UTC(2025, 7, 1));
      expect(built).toMatchObject({
        recipient: address,
        kind,
        html: expect.stringContaining(`<html lang="${locale}">`),
      });
      return built.subject;
    });
    expect(new Set(subjects).size).toBe(locales.length);
  });
});
