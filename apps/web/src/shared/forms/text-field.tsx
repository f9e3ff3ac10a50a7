import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FieldError } from './field-error';
import { RequiredMark } from './required-mark';

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm placeholder:text-slate-400 focus-visible:border-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark aria-invalid:border-red-600';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form' | 'id'>;

/** The message of a field's error (a translation key from the domain schemas), translated. */
export function useFieldError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  name: Path<T>,
) {
  const { t } = useTranslation();
  const error: { message?: unknown } | undefined = get(form.formState.errors, name);
  const message = error?.message;
  return typeof message === 'string' && message !== '' ? t(message as 'errors.unexpected') : undefined;
}

/**
 * A labelled input wired to the form: its error is shown under it and tied to it with
 * `aria-describedby`; `hint` explains the expected format.
 */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  multiline = false,
  rows = 5,
  end,
  ...input
}: InputProps & {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  label: string;
  hint?: string;
  multiline?: boolean;
  rows?: number;
  /** Something placed at the end of the input (a show-password button). */
  end?: ReactNode;
}) {
  const id = useId();
  const error = useFieldError(form, name);
  const describedBy = [hint === undefined ? '' : `${id}-hint`, error === undefined ? '' : `${id}-error`]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    'aria-invalid': error === undefined ? undefined : true,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
    className: `${inputClass} ${end === undefined ? '' : 'pe-12'}`,
    ...form.register(name),
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {input.required === true ? <RequiredMark /> : null}
      </label>
      <div className="relative">
        {multiline ? (
          <textarea
            rows={rows}
            required={input.required}
            maxLength={input.maxLength}
            placeholder={input.placeholder}
            {...common}
          />
        ) : (
          <input {...input} {...common} />
        )}
        {end === undefined ? null : (
          <div className="absolute inset-y-0 end-0 flex items-center pe-2">{end}</div>
        )}
      </div>
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
