import { useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { CouponQuote } from '@formation/contract';
import { formatDinars } from '@formation/domain';

import { isolate } from '@/features/enrollment/data/isolate';
import { FieldError } from '@/shared/forms/field-error';
import { inputClass, useFieldError } from '@/shared/forms/text-field';
import { intlLocale } from '@/shared/i18n/locale-format';
import { buttonClass } from '@/shared/ui/button-class';

import type { EnrollmentFormInput } from './enrollment-form-input';

/**
 * Product rules 5 and 6: the promo code, its apply action, and under it one message: the code's error,
 * the request to log in first (an anonymous visitor who applied), or the discount it gives.
 */
export function PromoCodeField({
  form,
  quote,
  applying,
  needsLogin,
  loginTo,
  onApply,
  onLogin,
  onRemove,
}: {
  form: UseFormReturn<EnrollmentFormInput, unknown, FieldValues>;
  /** The applied code's quote, while the field still holds that code. */
  quote: CouponQuote | null;
  applying: boolean;
  /** An anonymous visitor tried to apply a code. */
  needsLogin: boolean;
  loginTo: string;
  onApply: () => void;
  /** Before the visitor follows the login link. */
  onLogin: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('enrollment');
  const id = useId();
  const error = useFieldError(form, 'promoCode');
  const dt = (amount: number) => isolate(formatDinars(amount, intlLocale(i18n.resolvedLanguage)));

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('enroll.form.promo.label')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={`${inputClass} min-w-0 flex-1 uppercase`}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={
            error === undefined && quote === null && !needsLogin ? undefined : `${id}-message`
          }
          {...form.register('promoCode')}
        />
        <button
          type="button"
          disabled={applying}
          aria-busy={applying}
          onClick={onApply}
          className={buttonClass('outline', 'field')}
        >
          {applying ? t('enroll.form.promo.applying') : t('enroll.form.promo.apply')}
        </button>
      </div>
      <div id={`${id}-message`} aria-live="polite">
        {error !== undefined ? (
          <FieldError id={`${id}-error`} error={error} />
        ) : needsLogin ? (
          <FieldError
            id={`${id}-error`}
            error={
              <>
                {t('enroll.form.promo.signInFirst')}{' '}
                <Link
                  to={loginTo}
                  onClick={onLogin}
                  className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-dark"
                >
                  {t('enroll.signIn')}
                </Link>
              </>
            }
          />
        ) : quote !== null ? (
          <p className="flex flex-wrap items-center gap-x-3 text-sm font-medium text-emerald-800">
            {t('enroll.form.promo.applied', { code: quote.code, discount: dt(quote.discount) })}
            <button
              type="button"
              onClick={onRemove}
              className="text-slate-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-dark"
            >
              {t('enroll.form.promo.remove')}
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
