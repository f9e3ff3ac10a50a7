import { useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { PAYMENT_METHODS } from '@formation/contract';

import { FieldError } from '@/shared/forms/field-error';
import { RequiredMark } from '@/shared/forms/required-mark';
import { useFieldError } from '@/shared/forms/text-field';

import type { EnrollmentFormInput } from './enrollment-form-input';

/** Product rules 3: payment method online or on site, as a group of radio buttons. */
export function PaymentMethodField({
  form,
}: {
  form: UseFormReturn<EnrollmentFormInput, unknown, FieldValues>;
}) {
  const { t } = useTranslation('enrollment');
  const id = useId();
  const error = useFieldError(form, 'paymentMethod');
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error === undefined ? undefined : `${id}-error`}
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {t('enroll.form.paymentMethod.legend')}
        <RequiredMark />
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {PAYMENT_METHODS.map((method) => (
          <label
            key={method}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 bg-white p-3 has-checked:border-brand-dark has-checked:bg-orange-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-dark"
          >
            <input
              type="radio"
              value={method}
              className="mt-1 size-4 accent-brand-dark"
              required
              aria-invalid={error === undefined ? undefined : true}
              {...form.register('paymentMethod')}
            />
            <span className="flex flex-col">
              <span className="font-semibold text-ink">{t(`enroll.form.paymentMethod.${method}`)}</span>
              <span className="text-xs text-slate-600">{t(`enroll.form.paymentMethod.${method}Hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
