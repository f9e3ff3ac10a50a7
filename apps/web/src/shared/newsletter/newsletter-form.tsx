import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { newsletterFormSchema } from '@formation/domain';

import { expectStatus } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { useErrorText } from '@/shared/api/use-error-text';
import { FieldError } from '@/shared/forms/field-error';
import { FormAlert, SERVER_ERROR } from '@/shared/forms/form-alert';
import { useFieldError } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { DEFAULT_LANGUAGE, isLanguage } from '@/shared/i18n/i18n';
import { useHydrated } from '@/shared/site/use-hydrated';
import { buttonClass } from '@/shared/ui/button-class';

type Source = 'footer' | 'under-construction';
type Outcome = 'subscribed' | 'already-subscribed';

const TONES = {
  dark: {
    label: 'text-slate-200',
    input:
      'border-slate-500 bg-white text-ink focus-visible:outline-white aria-invalid:border-red-400 aria-invalid:outline-red-400',
    button: 'primary-on-dark',
    done: 'text-emerald-200',
  },
  light: {
    label: 'text-slate-800',
    input: 'border-slate-300 bg-white text-ink focus-visible:outline-brand-dark aria-invalid:border-red-600',
    button: 'primary',
    done: 'text-emerald-800',
  },
} as const;

/**
 * Newsletter sign-up by email (product rules 2), in the footer and on the under-construction page. An invalid
 * address gets the translated message; subscribing twice is answered kindly, not as an error.
 */
export function NewsletterForm({ source, tone = 'light' }: { source: Source; tone?: keyof typeof TONES }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const style = TONES[tone];
  const form = useZodForm(newsletterFormSchema, { email: '' });
  const emailError = useFieldError(form, 'email');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busy = form.formState.isSubmitting;
  const hydrated = useHydrated();

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      const language = i18n.resolvedLanguage;
      const response = await api.newsletter.subscribe({
        body: { email, source, locale: isLanguage(language) ? language : DEFAULT_LANGUAGE },
      });
      setOutcome(expectStatus(response, 200, 201).body.status);
      form.reset({ email: '' });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: errorText(error, t('newsletter.failed')) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-2">
      <label htmlFor={`${id}-email`} className={`text-sm font-medium ${style.label}`}>
        {t('newsletter.label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          placeholder={t('newsletter.placeholder')}
          aria-invalid={emailError === undefined ? undefined : true}
          aria-describedby={emailError === undefined ? undefined : `${id}-error`}
          {...form.register('email', {
            onChange: () => {
              setOutcome(null);
            },
          })}
          className={`min-w-0 flex-1 rounded-lg border px-3 py-2 text-start focus-visible:outline-2 focus-visible:outline-offset-2 ${style.input}`}
        />
        <button
          type="submit"
          disabled={busy || !hydrated}
          aria-busy={busy}
          className={`${buttonClass(style.button)} shrink-0`}
        >
          {busy ? t('newsletter.busy') : t('newsletter.submit')}
        </button>
      </div>
      <FieldError id={`${id}-error`} error={emailError} role="alert" onDark={tone === 'dark'} />
      {form.formState.errors.root?.server === undefined ? null : <FormAlert errors={form.formState.errors} />}
      <p role="status" className={`text-sm font-medium empty:hidden ${style.done}`}>
        {outcome === null
          ? null
          : t(outcome === 'subscribed' ? 'newsletter.subscribed' : 'newsletter.alreadySubscribed')}
      </p>
    </form>
  );
}
