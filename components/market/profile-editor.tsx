'use client';

import { useActionState } from 'react';
import { PendingButton } from '@/components/forms/pending-button';
import { useServedAnswer } from '@/components/forms/use-served-answer';
import { idleFormState, type FormAction } from '@/lib/forms/form-state';
import type { Country } from '@/content/countries';
import {
  DISPLAY_NAME_MAX,
  LINK_MAX,
  marketRoles,
  marketSectors,
  ORGANISATION_MAX,
  PHONE_MAX,
  PROFILE_LINKS_MAX,
  PROFILE_TEXT_MAX,
  textLanguages,
} from '@/lib/market/profiles-fields';
import type { Translation } from '@/content/fr/translation';
import type { marketEditorTexts } from '@/content/market';

export type EditorTexts = Translation<typeof marketEditorTexts>;

const control =
  'mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none';
const legend = 'text-lg font-bold text-ink';
const hintClass = 'mt-1 text-sm text-muted';

/**
 * The market profile's form. Posted by React with script, by the browser without: either way
 * the server action checks it, and a refusal comes back with each field's error beside it and
 * what was typed (`values`, strings: sectors space-separated, links one a line).
 */
export function ProfileEditor({
  action,
  locale,
  initial,
  published,
  countries,
  texts,
}: {
  action: FormAction;
  locale: string;
  initial: Record<string, string>;
  /** Whether the profile is in the directory now (saving takes it out until approved again). */
  published: boolean;
  countries: { africa: readonly Country[]; other: readonly Country[]; africaLabel: string; otherLabel: string };
  texts: EditorTexts;
}) {
  const [state, formAction, pending] = useActionState(action, idleFormState);
  const served = useServedAnswer(state);
  const values = state.status === 'error' ? state.values : initial;
  const errors = state.status === 'error' ? state.fieldErrors : {};
  const firstError = Object.keys(errors)[0];
  // A new answer mounts the fields again with what it holds (they are uncontrolled).
  const version = state.status === 'error' ? JSON.stringify(values) : 'initial';
  const sectors = new Set((values.sectors ?? '').split(' ').filter(Boolean));
  const links = (values.links ?? '').split('\n');

  const described = (name: string, hint = false) =>
    [hint ? `profile-${name}-hint` : null, errors[name] ? `profile-${name}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  const error = (name: string) =>
    errors[name] ? (
      <p id={`profile-${name}-error`} className="mt-1 text-sm font-semibold text-red-800">
        {errors[name].join('. ')}
      </p>
    ) : null;
  const border = (name: string) => (errors[name] ? 'border-red-700' : 'border-ink/20');
  const focus = (name: string) => served && firstError === name;

  const paragraph = (name: 'offer' | 'seeking') => (
    <div className="grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-start">
      <div>
        <label htmlFor={`profile-${name}`} className="block font-semibold text-ink">
          {texts[name]}
        </label>
        <textarea
          id={`profile-${name}`}
          name={name}
          rows={5}
          maxLength={PROFILE_TEXT_MAX}
          defaultValue={values[name] ?? ''}
          lang={values[`${name}Lang`] || undefined}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={described(name, true)}
          autoFocus={focus(name)}
          className={`${control} ${border(name)}`}
        />
        <p id={`profile-${name}-hint`} className={hintClass}>
          {texts.textHint}
        </p>
        {error(name)}
      </div>
      <div>
        <label htmlFor={`profile-${name}Lang`} className="block font-semibold text-ink">
          {texts.lang}
        </label>
        <select
          id={`profile-${name}Lang`}
          name={`${name}Lang`}
          defaultValue={values[`${name}Lang`] || locale}
          className={`${control} ${border(`${name}Lang`)}`}
        >
          {textLanguages.map((code) => (
            <option key={code} value={code}>
              {texts.languages[code]}
            </option>
          ))}
        </select>
        {error(`${name}Lang`)}
      </div>
    </div>
  );

  return (
    <form action={formAction} aria-label={texts.formName} className="grid gap-10" key={version}>
      <input type="hidden" name="locale" value={locale} />
      <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-red-900 ring-1 ring-red-300 empty:hidden">
        {state.status === 'error' ? (state.message ?? '') : ''}
      </p>
      <p className="rounded-lg bg-sand p-4 text-ink ring-1 ring-neutral-200">
        {published ? texts.republishNote : texts.reviewNote}
      </p>

      <fieldset className="grid gap-5">
        <legend className={legend}>{texts.identity}</legend>
        <div>
          <label htmlFor="profile-displayName" className="block font-semibold text-ink">
            {texts.displayName}
          </label>
          <input
            id="profile-displayName"
            name="displayName"
            required
            maxLength={DISPLAY_NAME_MAX}
            autoComplete="name"
            defaultValue={values.displayName ?? ''}
            aria-invalid={errors.displayName ? true : undefined}
            aria-describedby={described('displayName', true)}
            autoFocus={focus('displayName')}
            className={`${control} ${border('displayName')}`}
          />
          <p id="profile-displayName-hint" className={hintClass}>
            {texts.displayNameHint}
          </p>
          {error('displayName')}
        </div>
        <div>
          <label htmlFor="profile-organisation" className="block font-semibold text-ink">
            {texts.organisation}
          </label>
          <input
            id="profile-organisation"
            name="organisation"
            maxLength={ORGANISATION_MAX}
            autoComplete="organization"
            defaultValue={values.organisation ?? ''}
            aria-invalid={errors.organisation ? true : undefined}
            aria-describedby={described('organisation')}
            autoFocus={focus('organisation')}
            className={`${control} ${border('organisation')}`}
          />
          {error('organisation')}
        </div>
        <fieldset aria-describedby={described('role')}>
          <legend className="font-semibold text-ink">{texts.role}</legend>
          <div className="mt-2 grid gap-2">
            {marketRoles.map((role, index) => (
              <label key={role} className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-ink hover:bg-sand">
                <input
                  type="radio"
                  name="role"
                  value={role}
                  required
                  defaultChecked={values.role === role}
                  autoFocus={focus('role') && index === 0}
                  className="h-5 w-5 accent-brand"
                />
                {texts.roles[role]}
              </label>
            ))}
          </div>
          {error('role')}
        </fieldset>
        <fieldset aria-describedby={described('sectors', true)}>
          <legend className="font-semibold text-ink">{texts.sectors}</legend>
          <p id="profile-sectors-hint" className={hintClass}>
            {texts.sectorsHint}
          </p>
          <div className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {marketSectors.map((sector, index) => (
              <label key={sector} className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-ink hover:bg-sand">
                <input
                  type="checkbox"
                  name="sectors"
                  value={sector}
                  defaultChecked={sectors.has(sector)}
                  autoFocus={focus('sectors') && index === 0}
                  className="h-5 w-5 accent-brand"
                />
                {texts.sectorNames[sector]}
              </label>
            ))}
          </div>
          {error('sectors')}
        </fieldset>
        <div>
          <label htmlFor="profile-country" className="block font-semibold text-ink">
            {texts.country}
          </label>
          <select
            id="profile-country"
            name="country"
            required
            autoComplete="country"
            defaultValue={values.country ?? ''}
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={described('country')}
            autoFocus={focus('country')}
            className={`${control} ${border('country')}`}
          >
            <option value="">{texts.choose}</option>
            <optgroup label={countries.africaLabel}>
              {countries.africa.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </optgroup>
            <optgroup label={countries.otherLabel}>
              {countries.other.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </optgroup>
          </select>
          {error('country')}
        </div>
      </fieldset>

      <fieldset className="grid gap-6">
        <legend className={legend}>{texts.texts}</legend>
        {paragraph('offer')}
        {paragraph('seeking')}
      </fieldset>

      <fieldset className="grid gap-3" aria-describedby={described('links', true)}>
        <legend className={legend}>{texts.links}</legend>
        <p id="profile-links-hint" className={hintClass}>
          {texts.linksHint}
        </p>
        {Array.from({ length: PROFILE_LINKS_MAX }, (_, index) => (
          <div key={index}>
            <label htmlFor={`profile-link-${index + 1}`} className="block font-semibold text-ink">
              {texts.link.replace('{n}', String(index + 1))}
            </label>
            <input
              id={`profile-link-${index + 1}`}
              name="links"
              type="url"
              inputMode="url"
              maxLength={LINK_MAX}
              placeholder="https://"
              defaultValue={links[index] ?? ''}
              aria-invalid={errors.links ? true : undefined}
              autoFocus={focus('links') && index === 0}
              className={`${control} ${border('links')}`}
            />
          </div>
        ))}
        {error('links')}
      </fieldset>

      <fieldset className="grid gap-4" aria-describedby="profile-contact-hint">
        <legend className={legend}>{texts.contact}</legend>
        <p id="profile-contact-hint" className={hintClass}>
          {texts.contactHint}
        </p>
        <label className="flex min-h-11 items-center gap-3 text-ink">
          <input
            type="checkbox"
            name="shareEmail"
            value="yes"
            defaultChecked={values.shareEmail === 'yes'}
            className="h-5 w-5 accent-brand"
          />
          {texts.shareEmail}
        </label>
        <div>
          <label htmlFor="profile-phone" className="block font-semibold text-ink">
            {texts.phone}
          </label>
          <input
            id="profile-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={PHONE_MAX}
            defaultValue={values.phone ?? ''}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={described('phone')}
            autoFocus={focus('phone')}
            className={`${control} ${border('phone')} sm:max-w-xs`}
          />
          {error('phone')}
        </div>
      </fieldset>

      <div>
        <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
          <input
            type="checkbox"
            name="indexable"
            value="yes"
            defaultChecked={values.indexable === 'yes'}
            aria-describedby="profile-indexable-hint"
            className="h-5 w-5 accent-brand"
          />
          {texts.indexable}
        </label>
        <p id="profile-indexable-hint" className={`${hintClass} ml-8`}>
          {texts.indexableHint}
        </p>
      </div>

      <div className="sm:max-w-sm">
        <PendingButton
          pending={pending}
          label={texts.submit}
          pendingLabel={texts.submitting}
          className="bg-brand hover:bg-brand-dark"
        />
      </div>
    </form>
  );
}
