import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { resetRequestFormSchema } from '@formation/domain';

import { paths } from '@/config/paths';
import { AuthCard, textLinkClass } from '@/features/accounts/components/auth-card';
import { expectStatus } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { useErrorText } from '@/shared/api/use-error-text';
import { FormAlert } from '@/shared/forms/form-alert';
import { SubmitButton } from '@/shared/forms/submit-button';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { ErrorAlert } from '@/shared/ui/error-alert';
import { PageMeta } from '@/shared/ui/page-meta';

/** Product rules 2, Password reset request: an email; the link to a new password is mailed to it. */
export function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  const form = useZodForm(resetRequestFormSchema, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      expectStatus(await api.auth.forgotPassword({ body: { email: email.toLowerCase() } }), 200);
      setSentTo(email.toLowerCase());
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <>
      <PageMeta title={t('resetPassword.meta.title')} description={t('resetPassword.meta.description')} />
      <AuthCard
        title={t('resetPassword.title')}
        lead={t('resetPassword.lead')}
        homeLabel={t('common.backHome')}
        footer={
          <p>
            <Link to={paths.login} className={textLinkClass}>
              {t('resetPassword.toLogin')}
            </Link>
          </p>
        }
      >
        <div role="status" className="empty:hidden">
          {sentTo === null ? null : (
            <div className="mb-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
              <p className="font-semibold">{t('resetPassword.sentTitle')}</p>
              <p className="mt-1">{t('resetPassword.sent', { email: sentTo })}</p>
            </div>
          )}
        </div>
        <ErrorAlert title={t('resetPassword.failureTitle')} message={failure} className="mb-4" />
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
          <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('resetPassword.submitting')}>
            {sentTo === null ? t('resetPassword.submit') : t('resetPassword.submitAgain')}
          </SubmitButton>
        </form>
      </AuthCard>
    </>
  );
}
