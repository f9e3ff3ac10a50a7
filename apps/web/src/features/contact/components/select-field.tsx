import { useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { FieldError } from '@/shared/forms/field-error';
import { RequiredMark } from '@/shared/forms/required-mark';
import { inputClass, useFieldError } from '@/shared/forms/text-field';

/** A labelled select wired to the form, its error under it (the same pattern as `TextField`). */
export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  placeholder,
  options,
  required = false,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
}) {
  const id = useId();
  const error = useFieldError(form, name);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <select
        id={id}
        required={required}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        className={inputClass}
        {...form.register(name)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
