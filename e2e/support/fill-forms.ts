import type { Page } from '@playwright/test';

/**
 * Fills the site's forms as a visitor does (by their labels) with valid values, for the form
 * suites with and without script; `overrides` and the optional values make them invalid.
 */

export async function fillContact(page: Page, email: string, overrides: Record<string, string> = {}) {
  const form = page.getByRole('form', { name: 'Contact form' });
  const values: Record<string, string> = {
    'First Name': 'Adaeze',
    'Last Name': 'Okafor',
    'Email Address': email,
    'Alternative Email Address': '',
    'Phone Number': '+234 803 123 4567',
    'Alternative Phone Number': '',
    Message: 'We would like to book a stand for our fashion label.',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values))
    if (value) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel('Category', { exact: true }).selectOption(overrides.Category ?? 'book-exhibition-space');
  return form;
}

export async function fillPartner(page: Page, email: string, fullName = 'Chinedu Eze') {
  const form = page.getByRole('form', { name: 'Partner Registration Form' });
  await form.getByLabel('Full Name', { exact: true }).fill(fullName);
  await form.getByLabel('Phone Number', { exact: true }).fill('0803 555 0101');
  await form.getByLabel('Email Address', { exact: true }).fill(email);
  await form.getByLabel('Name of Company', { exact: true }).fill('Eze Media Ltd');
  await form.getByLabel('Message', { exact: true }).fill('Media partnership for 2025.');
  return form;
}

export async function fillExhibition(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Exhibition registration form' });
  await form.getByLabel('First Name', { exact: true }).fill('Folake');
  await form.getByLabel('Last Name', { exact: true }).fill('Adeyemi');
  await form.getByLabel('Company', { exact: true }).fill('Adire House');
  await form.getByLabel('Email Address', { exact: true }).fill(email);
  await form.getByLabel('Phone Number', { exact: true }).fill('+234 901 234 5678');
  await form.getByLabel('Industry', { exact: true }).selectOption({ label: 'Finance & Banking' });
  await form.getByLabel('Website', { exact: true }).fill('https://adire.example.com');
  await form.getByLabel('Services', { exact: true }).fill('Textiles, Fashion design, Workshops');
  return form;
}

export async function fillRegistration(page: Page, values: { email: string; phone?: string; firstName?: string }) {
  const form = page.getByRole('form', { name: 'Registration form' });
  await form.getByLabel('First Name').fill(values.firstName ?? 'Ngozi');
  await form.getByLabel('Last Name').fill('Ọkọnkwọ');
  await form.getByLabel('Email Address').fill(values.email);
  await form.getByLabel('Phone Number').fill(values.phone ?? '+234 803 123 4567');
  await form.getByLabel('Company').fill('Ìrìn Àjò Films');
  await form.getByLabel('Country').selectOption('NG');
  await form.getByLabel('Category').selectOption({ label: 'Creative' });
  await form.getByRole('checkbox').check();
  return form;
}
