import { useClientTexts } from '@/components/i18n/client-texts';
import type { FieldDef } from '@/lib/forms/fields';

const control =
  'mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-muted/80 shadow-sm transition focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 disabled:bg-sand';

/**
 * One labelled input, select or textarea with the attributes of SPEC.md section 5 (name,
 * type, required, placeholder) and, below it, the error the server returned for that field.
 * Uncontrolled: `value` is what the server put back after a failed post (React resets a form
 * to its default values once its action is done), empty otherwise.
 */
export function FormField({
  field,
  idPrefix,
  value = '',
  errors,
  autoFocus,
  onEdit,
}: {
  field: FieldDef;
  idPrefix: string;
  value?: string;
  errors?: string[];
  /** The first field in error of an answer the page was served with (see useServedAnswer). */
  autoFocus?: boolean;
  onEdit?: (name: string) => void;
}) {
  const select = useClientTexts().form.select;
  const id = `${idPrefix}-${field.name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(errors && errors.length > 0);
  const describedBy = [field.hint || field.link ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  const className = `${control} ${invalid ? 'border-red-700' : 'border-ink/20'}`;
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
  const error = invalid ? (
    <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
      {errors?.join(' ')}
    </p>
  ) : null;

  if (field.type === 'checkbox') {
    return (
      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input {...common} type="checkbox" value={field.value ?? 'on'} defaultChecked={value === (field.value ?? 'on')} onChange={common.onInput} className="mt-1 size-5 shrink-0 accent-brand" />
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
    <div className={field.half ? 'sm:col-span-1' : 'sm:col-span-2'}>
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
        <select key={value} {...common} defaultValue={value} autoComplete={field.autoComplete} className={`${className} pr-8`}>
          <option value="">{field.emptyOption ?? select}</option>
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
        <textarea {...common} defaultValue={value} rows={5} placeholder={field.placeholder} maxLength={field.maxLength} className={`${className} resize-y`} />
      ) : (
        <input
          {...common}
          type={field.type}
          defaultValue={value}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
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
