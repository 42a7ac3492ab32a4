import { useClientTexts } from '@/components/i18n/client-texts';
import type { FieldDef } from '@/lib/forms/fields';

const control =
  'mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-muted/80 shadow-sm transition focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 disabled:bg-sand';

/**
 * One labelled input, select or textarea with its field's attributes (name,
 * type, required, placeholder) and, below it, the error the server returned for that field.
 * Uncontrolled: `value` is what the server put back after a failed post (React resets a form
 * to its default values once its action is done), empty otherwise. Apart from a select (whose
 * empty option reads the island texts), it renders in a server component too.
 */
export function FormField({
  field,
  idPrefix,
  id: givenId,
  value = '',
  errors,
  invalid: givenInvalid,
  errorRole,
  autoFocus,
  onEdit,
  className: layout,
  controlClassName,
}: ({ idPrefix: string; id?: never } | { id: string; idPrefix?: never }) & {
  field: FieldDef;
  value?: string;
  errors?: string[];
  /** Whether the value is wrong (aria-invalid, the red border); by default, whether `errors` has one. False for an error about the attempt rather than the value (too many tries). */
  invalid?: boolean;
  /** `alert` for an error on a page that is served with it rather than one the form shows as it is sent. */
  errorRole?: 'alert';
  /** The first field in error of an answer the page was served with (see useServedAnswer). */
  autoFocus?: boolean;
  onEdit?: (name: string) => void;
  /** The field's place in a layout other than the forms' two-column grid. */
  className?: string;
  /** Added to the control's classes (a code's letters: `font-mono uppercase`). */
  controlClassName?: string;
}) {
  const id = givenId ?? `${idPrefix}-${field.name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hasError = Boolean(errors && errors.length > 0);
  const invalid = givenInvalid ?? hasError;
  const describedBy =
    [field.hint || field.link ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  const className = `${control} ${invalid ? 'border-red-700' : 'border-ink/20'}${controlClassName ? ` ${controlClassName}` : ''}`;
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    autoFocus,
    onInput: onEdit ? () => onEdit(field.name) : undefined,
  };

  const hint =
    field.hint || field.link ? (
      <p id={hintId} className="mt-1 text-sm text-muted">
        {field.hint}
        {field.hint && field.link ? ' ' : null}
        {field.link ? (
          <a href={field.link.href} className="font-semibold text-brand underline underline-offset-4">
            {field.link.text}
          </a>
        ) : null}
      </p>
    ) : null;
  const error = hasError ? (
    <p id={errorId} role={errorRole} className="mt-1 text-sm font-medium text-red-700">
      {errors?.join(' ')}
    </p>
  ) : null;

  if (field.type === 'checkbox') {
    return (
      <div className={layout ?? 'sm:col-span-2'}>
        <div className="flex items-start gap-3">
          <input
            {...common}
            type="checkbox"
            value={field.value ?? 'on'}
            defaultChecked={value === (field.value ?? 'on')}
            onChange={common.onInput}
            className="mt-1 size-5 shrink-0 accent-brand"
          />
          <label htmlFor={id} className="text-base text-ink">
            {field.label}
            {field.required ? (
              <span aria-hidden="true" className="font-semibold text-brand">
                {'\u00a0'}*
              </span>
            ) : null}
          </label>
        </div>
        <div className="pl-8">
          {hint}
          {error}
        </div>
      </div>
    );
  }

  return (
    <div className={layout ?? (field.half ? 'sm:col-span-1' : 'sm:col-span-2')}>
      {/* The asterisk sits outside the label so the label is exactly the field's name. */}
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          {field.label}
        </label>
        {field.required ? (
          <span aria-hidden="true" className="text-sm font-semibold text-brand">
            *
          </span>
        ) : null}
      </div>
      {field.type === 'select' ? (
        // React applies a select's defaultValue only when it mounts: a new value mounts a new
        // select, so the form's reset after its action lands on what was sent.
        <select
          key={value}
          {...common}
          defaultValue={value}
          autoComplete={field.autoComplete}
          className={`${className} pr-8`}
        >
          {field.emptyOption !== undefined ? <option value="">{field.emptyOption}</option> : <DefaultEmptyOption />}
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {field.optionGroups?.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      ) : field.type === 'textarea' ? (
        <textarea
          {...common}
          defaultValue={value}
          rows={5}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          className={`${className} resize-y`}
        />
      ) : (
        <input
          {...common}
          type={field.type}
          defaultValue={value}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          autoCapitalize={field.autoCapitalize}
          spellCheck={field.spellCheck}
          list={field.suggestions ? `${id}-suggestions` : undefined}
          className={className}
        />
      )}
      {field.suggestions ? (
        <datalist id={`${id}-suggestions`}>
          {field.suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
      {hint}
      {error}
    </div>
  );
}

/** A select's empty first option in the page's language, when its field names none. */
function DefaultEmptyOption() {
  return <option value="">{useClientTexts().form.select}</option>;
}
