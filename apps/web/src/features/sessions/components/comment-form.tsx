import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { RATE_MAX } from '@formation/contract';
import { commentFormSchema, type CommentForm } from '@formation/domain';

import { FieldError } from '@/shared/forms/field-error';
import { FormAlert } from '@/shared/forms/form-alert';
import { SubmitButton } from '@/shared/forms/submit-button';
import { TextField, useFieldError } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { buttonClass } from '@/shared/ui/button-class';

const STARS = Array.from({ length: RATE_MAX }, (_, i) => i + 1);

/**
 * The comment form (product rules 5): text required ('Please write a comment'), rating required ('Please
 * provide a rating').
 */
export function CommentFormView({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial?: CommentForm;
  submitLabel: string;
  busy: boolean;
  onSubmit: (form: CommentForm) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('session-pages');
  const id = useId();
  const form = useZodForm(commentFormSchema, initial ?? { content: '' });
  const rateError = useFieldError(form, 'rate');
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      if (initial === undefined) form.reset({ content: '' });
    } catch {
      // The mutation has rolled back and said so in a toast; what was typed stays.
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormAlert errors={form.formState.errors} />
      <Controller
        control={form.control}
        name="rate"
        render={({ field }) => (
          <fieldset
            aria-invalid={rateError === undefined ? undefined : true}
            aria-describedby={rateError === undefined ? undefined : `${id}-rate-error`}
          >
            <legend className="text-sm font-medium text-slate-800">{t('comments.form.rating')}</legend>
            <div className="mt-1 flex flex-wrap gap-1">
              {STARS.map((star) => (
                <label key={star} className="cursor-pointer">
                  <input
                    type="radio"
                    name={`${id}-rate`}
                    value={star}
                    checked={field.value === star}
                    onChange={() => {
                      field.onChange(star);
                    }}
                    onBlur={field.onBlur}
                    aria-label={t('comments.form.stars', { count: star })}
                    className="peer sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className={`block px-0.5 text-3xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-brand-dark ${
                      typeof field.value === 'number' && star <= field.value
                        ? 'text-amber-500'
                        : 'text-slate-300'
                    }`}
                  >
                    ★
                  </span>
                </label>
              ))}
            </div>
            <FieldError id={`${id}-rate-error`} error={rateError} />
          </fieldset>
        )}
      />
      <TextField
        form={form}
        name="content"
        label={t('comments.form.text')}
        multiline
        rows={4}
        maxLength={2000}
      />
      <div className="flex flex-wrap items-center gap-3">
        <div className="w-full sm:w-auto">
          <SubmitButton busy={busy} busyLabel={t('comments.form.sending')}>
            {submitLabel}
          </SubmitButton>
        </div>
        {onCancel === undefined ? null : (
          <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
            {t('comments.form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
