import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';

import { newPasswordFormSchema } from '@formation/domain';

import { paths } from '@/config/paths';
import { AuthCard, textLinkClass } from '@/features/accounts/components/auth-card';
import { NewPasswordFields } from '@/features/accounts/components/password-field';
import { ApiRequestError, expectStatus } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { useErrorText } from '@/shared/api/use-error-text';
import { FormAlert, SERVER_ERROR } from '@/shared/forms/form-alert';
import { SubmitButton } from '@/shared/forms/submit-button';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { ButtonLink } from '@/shared/ui/button-link';
import { ErrorAlert } from '@/shared/ui/error-alert';
import { PageMeta } from '@/shared/ui/page-meta';
import { notify } from '@/shared/ui/toast';

import type { LoginPageState } from './login-page';

/** The shortest token the API accepts; anything shorter cannot be a reset link's. */
const MIN_TOKEN_LENGTH = 16;

/** Product rules 2: the page of the reset link: new password and its confirmation, which must match. */
export function SetNewPasswordPage() {
  const { t } = useTranslation('accounts');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const form = useZodForm(newPasswordFormSchema, { password: '', confirmPassword: '' });
  const [linkInvalid, setLinkInvalid] = useState(token.length < MIN_TOKEN_LENGTH);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      expectStatus(await api.auth.resetPassword({ body: { token, password } }), 200);
      notify.success(t('setNewPassword.success'));
      const state: LoginPageState = { notice: 'passwordReset' };
      void navigate(paths.login, { replace: true, state });
    } catch (error) {
      if (
        error instanceof ApiRequestError &&
        (error.code === 'RESET_TOKEN_INVALID' || error.status === 400)
      ) {
        setLinkInvalid(true);
        return;
      }
      form.setError(SERVER_ERROR, { message: errorText(error) });
    }
  });

  return (
    <>
      <PageMeta title={t('setNewPassword.meta.title')} description={t('setNewPassword.meta.description')} />
      <AuthCard
        title={t('setNewPassword.title')}
        lead={linkInvalid ? undefined : t('setNewPassword.lead')}
        homeLabel={t('common.backHome')}
        footer={
          <p>
            <Link to={paths.login} className={textLinkClass}>
              {t('resetPassword.toLogin')}
            </Link>
          </p>
        }
      >
        {linkInvalid ? (
          <div className="flex flex-col items-start gap-4">
            <ErrorAlert title={t('setNewPassword.invalidTitle')} message={t('setNewPassword.invalidText')} />
            <ButtonLink to={paths.resetPassword}>{t('setNewPassword.askAgain')}</ButtonLink>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
            <FormAlert errors={form.formState.errors} />
            <NewPasswordFields form={form} label={t('fields.newPassword')} />
            <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('setNewPassword.submitting')}>
              {t('setNewPassword.submit')}
            </SubmitButton>
          </form>
        )}
      </AuthCard>
    </>
  );
}
