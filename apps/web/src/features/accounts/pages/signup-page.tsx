import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { DEFAULT_DIAL_CODE, signUpFormSchema, toRegisterBody } from '@formation/domain';

import { paths } from '@/config/paths';
import { useRegistrationErrorText } from '@/features/accounts/account-error-text';
import { AuthCard, textLinkClass } from '@/features/accounts/components/auth-card';
import { NewPasswordFields } from '@/features/accounts/components/password-field';
import { PhoneFields } from '@/features/accounts/components/phone-fields';
import { ProviderButton } from '@/features/accounts/components/provider-button';
import { registrationToKeep, saveRegistration } from '@/features/accounts/sign-in/registration-storage';
import { useCompleteSignIn } from '@/features/accounts/sign-in/use-complete-sign-in';
import { expectStatus } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { FormAlert, SERVER_ERROR } from '@/shared/forms/form-alert';
import { SubmitButton } from '@/shared/forms/submit-button';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { PageMeta } from '@/shared/ui/page-meta';
import { notify } from '@/shared/ui/toast';

/**
 * Product rules 2, Sign-up: full name, email, phone prefix and number, password and its confirmation; on
 * success a message and /email-verification, the registration reply kept for this tab (sessionStorage).
 */
export function SignupPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const form = useZodForm(signUpFormSchema, {
    fullName: '',
    email: '',
    phonePrefix: DEFAULT_DIAL_CODE,
    phoneNumber: '',
    password: '',
    confirmPassword: '',
  });
  const registrationErrorText = useRegistrationErrorText();
  const completeSignIn = useCompleteSignIn();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = toRegisterBody(values);
      const reply = expectStatus(await api.auth.register({ body }), 201);
      saveRegistration(registrationToKeep(reply.body, body.email));
      notify.success(t('signup.success'));
      void navigate(paths.emailVerification);
    } catch (error) {
      form.setError(SERVER_ERROR, { message: registrationErrorText(error) });
    }
  });

  return (
    <>
      <PageMeta title={t('signup.meta.title')} description={t('signup.meta.description')} />
      <AuthCard
        title={t('signup.title')}
        lead={t('signup.lead')}
        homeLabel={t('common.backHome')}
        footer={
          <p>
            {t('signup.haveAccount')}{' '}
            <Link
              to={returnTo === null ? paths.login : paths.loginReturningTo(returnTo)}
              className={textLinkClass}
            >
              {t('signup.loginLink')}
            </Link>
          </p>
        }
      >
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <FormAlert errors={form.formState.errors} />
          <TextField form={form} name="fullName" label={t('fields.fullName')} autoComplete="name" required />
          <TextField
            form={form}
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
          />
          <PhoneFields form={form} />
          <NewPasswordFields form={form} label={t('fields.password')} />
          <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('signup.submitting')}>
            {t('signup.submit')}
          </SubmitButton>
        </form>
        <ProviderButton mode="signUp" onSignIn={completeSignIn} />
      </AuthCard>
    </>
  );
}
