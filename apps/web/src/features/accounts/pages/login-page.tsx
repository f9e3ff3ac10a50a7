import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';

import { extractAccessToken, loginFormSchema, toStoredUser } from '@formation/domain';

import { paths } from '@/config/paths';
import { useLoginErrorText } from '@/features/accounts/account-error-text';
import { AuthCard, textLinkClass } from '@/features/accounts/components/auth-card';
import { PasswordField } from '@/features/accounts/components/password-field';
import { ProviderButton } from '@/features/accounts/components/provider-button';
import { useCompleteSignIn } from '@/features/accounts/sign-in/use-complete-sign-in';
import { ApiRequestError, expectStatus } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { FormAlert, SERVER_ERROR } from '@/shared/forms/form-alert';
import { SubmitButton } from '@/shared/forms/submit-button';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { buttonClass } from '@/shared/ui/button-class';
import { Dialog } from '@/shared/ui/dialog';
import { PageMeta } from '@/shared/ui/page-meta';

/** What other account pages hand to the login page (the verified or reset email). */
export interface LoginPageState {
  email?: string;
  notice?: 'verified' | 'passwordReset';
}

function readState(state: unknown): LoginPageState {
  if (typeof state !== 'object' || state === null) return {};
  const { email, notice } = state as Record<string, unknown>;
  return {
    ...(typeof email === 'string' ? { email } : {}),
    ...(notice === 'verified' || notice === 'passwordReset' ? { notice } : {}),
  };
}

interface Failure {
  message: string;
  unverifiedEmail?: string;
}

/** Product rules 2, Login: email, password, forgotten-password link, provider button, link to sign-up. */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  const location = useLocation();
  const [params] = useSearchParams();
  const state = readState(location.state);
  const form = useZodForm(loginFormSchema, { email: state.email ?? '', password: '' });
  const loginErrorText = useLoginErrorText();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<Failure | null>(null);
  const returnTo = params.get('returnTo');
  const signupLink =
    returnTo === null ? paths.signup : `${paths.signup}?returnTo=${encodeURIComponent(returnTo)}`;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const reply = expectStatus(
        await api.auth.login({ body: { email: values.email.toLowerCase(), password: values.password } }),
        200,
      );
      completeSignIn({
        user: toStoredUser(reply.body.user),
        token: extractAccessToken(reply.body),
        isNewUser: false,
      });
    } catch (error) {
      const message = loginErrorText(error);
      form.setError(SERVER_ERROR, { message });
      setFailure({
        message,
        ...(error instanceof ApiRequestError && error.code === 'EMAIL_NOT_VERIFIED'
          ? { unverifiedEmail: values.email.toLowerCase() }
          : {}),
      });
    }
  });

  return (
    <>
      <PageMeta title={t('login.meta.title')} description={t('login.meta.description')} />
      <AuthCard
        title={t('login.title')}
        lead={t('login.welcome')}
        homeLabel={t('common.backHome')}
        footer={
          <p>
            {t('login.noAccount')}{' '}
            <Link to={signupLink} className={textLinkClass}>
              {t('login.signupLink')}
            </Link>
          </p>
        }
      >
        {state.notice === undefined ? null : (
          <p
            role="status"
            className="mb-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
          >
            {state.notice === 'verified' ? t('login.notices.verified') : t('login.notices.passwordReset')}
          </p>
        )}
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <FormAlert errors={form.formState.errors} />
          <TextField
            form={form}
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
          />
          <PasswordField
            form={form}
            name="password"
            label={t('fields.password')}
            autoComplete="current-password"
          />
          <div className="-mt-1 text-end text-sm">
            <Link to={paths.resetPassword} className={textLinkClass}>
              {t('login.forgotPassword')}
            </Link>
          </div>
          <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('login.submitting')}>
            {t('login.submit')}
          </SubmitButton>
        </form>
        <ProviderButton mode="signIn" onSignIn={completeSignIn} />
      </AuthCard>
      <Dialog
        open={failure !== null}
        onClose={() => {
          setFailure(null);
        }}
        title={t('login.errors.title')}
        {...(failure?.unverifiedEmail === undefined
          ? {}
          : {
              actions: (
                <>
                  <button
                    type="button"
                    onClick={() => {
                      setFailure(null);
                    }}
                    className={buttonClass('secondary')}
                  >
                    {t('common.close')}
                  </button>
                  <Link
                    to={`${paths.emailVerification}?email=${encodeURIComponent(failure.unverifiedEmail)}`}
                    className={buttonClass()}
                  >
                    {t('login.verifyNow')}
                  </Link>
                </>
              ),
            })}
      >
        <p>{failure?.message}</p>
      </Dialog>
    </>
  );
}
