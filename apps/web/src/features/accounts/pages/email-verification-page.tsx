import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import {
  extractVerificationCode,
  resetRequestFormSchema,
  verificationCodeFormSchema,
} from '@formation/domain';

import { paths } from '@/config/paths';
import { AuthCard, textLinkClass } from '@/features/accounts/components/auth-card';
import {
  clearRegistration,
  readRegistration,
  resendTimeOf,
  saveRegistration,
} from '@/features/accounts/sign-in/registration-storage';
import { resendCooldownSeconds } from '@/features/accounts/sign-in/resend-cooldown';
import { ApiRequestError, expectStatus } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { useErrorText } from '@/shared/api/use-error-text';
import { FormAlert, SERVER_ERROR } from '@/shared/forms/form-alert';
import { SubmitButton } from '@/shared/forms/submit-button';
import { inputClass, TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { siteClock } from '@/shared/site/site-clock';
import { buttonClass } from '@/shared/ui/button-class';
import { ErrorAlert } from '@/shared/ui/error-alert';
import { PageMeta } from '@/shared/ui/page-meta';
import { notify } from '@/shared/ui/toast';

import type { LoginPageState } from './login-page';

const verifyFormSchema = resetRequestFormSchema.merge(verificationCodeFormSchema);

/**
 * Counts down the seconds until a new code may be asked; 0 when it may. The seconds are counted
 * against the API's time (the server's instant less the site's now), then tick on this browser's.
 */
function useCountdown(initialSeconds: () => number): [number, (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds() * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [left]);
  return [
    left,
    (seconds) => {
      const start = Date.now();
      setNow(start);
      setEndsAt(start + seconds * 1000);
    },
  ];
}

/**
 * Product rules 2, Email verification: the 6-digit code mailed at sign-up (typed or pasted), a resend action
 * with a visible cooldown. Verifying leads on to login (the API signs nobody in here).
 */
export function EmailVerificationPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const errorText = useErrorText();
  const [registration] = useState(readRegistration);
  const email = registration?.user?.email ?? params.get('email') ?? '';
  const form = useZodForm(verifyFormSchema, { email, code: '' });
  const [cooldown, startCooldown] = useCountdown(() =>
    registration === null ? 0 : resendCooldownSeconds(registration.resendAvailableAt, siteClock.now()),
  );
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const codeField = form.register('code');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      expectStatus(
        await api.auth.verifyEmail({ body: { email: values.email.toLowerCase(), code: values.code } }),
        200,
      );
      clearRegistration();
      notify.success(t('emailVerification.success'));
      const state: LoginPageState = { email: values.email.toLowerCase(), notice: 'verified' };
      void navigate(paths.login, { state });
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'ALREADY_VERIFIED') clearRegistration();
      form.setError(SERVER_ERROR, { message: errorText(error) });
    }
  });

  const resend = async () => {
    const valid = await form.trigger('email');
    if (!valid) return;
    const address = form.getValues('email').toLowerCase();
    setResending(true);
    setResendError(null);
    setResent(false);
    try {
      const reply = expectStatus(await api.auth.resendCode({ body: { email: address } }), 200);
      const resendAvailableAt = resendTimeOf(reply.body.resendAvailableAt, siteClock.now());
      if (registration !== null) {
        const { codeExpiresAt } = reply.body;
        saveRegistration({
          ...registration,
          resendAvailableAt,
          ...(codeExpiresAt === undefined ? {} : { codeExpiresAt }),
        });
      }
      startCooldown(resendCooldownSeconds(resendAvailableAt, siteClock.now()));
      setResent(true);
    } catch (error) {
      setResendError(errorText(error));
    } finally {
      setResending(false);
    }
  };

  const failed = form.formState.errors.root?.server !== undefined;

  return (
    <>
      <PageMeta
        title={t('emailVerification.meta.title')}
        description={t('emailVerification.meta.description')}
      />
      <AuthCard
        title={t('emailVerification.title')}
        lead={
          email === '' ? (
            t('emailVerification.leadNoEmail')
          ) : (
            <>
              {t('emailVerification.lead')} <strong className="break-all">{email}</strong>
            </>
          )
        }
        homeLabel={t('common.backHome')}
        footer={
          <p>
            <Link to={paths.login} className={textLinkClass}>
              {t('emailVerification.toLogin')}
            </Link>
          </p>
        }
      >
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          {failed ? (
            <h2 className="text-lg font-bold text-red-800">{t('emailVerification.failureTitle')}</h2>
          ) : null}
          <FormAlert errors={form.formState.errors} />
          {registration === null ? (
            <TextField
              form={form}
              name="email"
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
            />
          ) : null}
          <div className="flex flex-col gap-1.5">
            <label htmlFor="verification-code" className="text-sm font-medium text-slate-800">
              {t('emailVerification.codeLabel')}
            </label>
            <input
              id="verification-code"
              {...codeField}
              onChange={(event) => {
                event.target.value = extractVerificationCode(event.target.value);
                void codeField.onChange(event);
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              dir="ltr"
              aria-describedby="verification-code-hint"
              aria-invalid={form.formState.errors.code === undefined ? undefined : true}
              className={`${inputClass} text-center font-mono text-2xl tracking-[0.5em]`}
            />
            <p id="verification-code-hint" className="text-xs text-slate-600">
              {t('emailVerification.codeHint')}
            </p>
          </div>
          <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('emailVerification.submitting')}>
            {t('emailVerification.submit')}
          </SubmitButton>
        </form>
        <div className="mt-6 flex flex-col items-center gap-2 border-t border-slate-100 pt-4 text-sm">
          <p className="text-slate-700">{t('emailVerification.noCode')}</p>
          <button
            type="button"
            onClick={() => void resend()}
            disabled={cooldown > 0 || resending}
            aria-busy={resending}
            className={buttonClass('secondary', 'sm')}
          >
            {cooldown > 0
              ? t('emailVerification.resendIn', { count: cooldown })
              : t('emailVerification.resend')}
          </button>
          <div role="status" className="empty:hidden">
            {resent ? <p className="text-green-800">{t('emailVerification.resent')}</p> : null}
          </div>
          <ErrorAlert message={resendError} />
        </div>
      </AuthCard>
    </>
  );
}
