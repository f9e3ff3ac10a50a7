import { useTranslation } from 'react-i18next';

import type { StoredUser } from '@formation/contract';
import { extractAccessToken, passwordChangeFormSchema, toStoredUser } from '@formation/domain';

import { useProfileErrorText } from '@/features/accounts/account-error-text';
import { expectStatus } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { authStore } from '@/shared/auth/auth-store';
import { FormAlert, SERVER_ERROR } from '@/shared/forms/form-alert';
import { SubmitButton } from '@/shared/forms/submit-button';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { notify } from '@/shared/ui/toast';

import { NewPasswordFields, PasswordField } from './password-field';

/**
 * Product rules 2, change password: current, new, confirm. A new password ends the sign-ins made with the
 * old one, this tab's included, so the user is signed in again with the new password.
 */
export function PasswordChangeForm({ user }: { user: StoredUser }) {
  const { t } = useTranslation('accounts');
  const profileErrorText = useProfileErrorText();
  const form = useZodForm(passwordChangeFormSchema, {
    currentPassword: '',
    password: '',
    confirmPassword: '',
  });

  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      expectStatus(
        await api.users.changePassword({
          params: { id: user.id },
          body: { currentPassword, newPassword: password },
        }),
        200,
      );
    } catch (error) {
      form.setError(SERVER_ERROR, { message: profileErrorText(error) });
      return;
    }
    try {
      const reply = expectStatus(await api.auth.login({ body: { email: user.email, password } }), 200);
      authStore.signIn(toStoredUser(reply.body.user), extractAccessToken(reply.body));
    } catch {
      // The password did change; the next call will ask the user to sign in again.
    }
    form.reset();
    notify.success(t('profile.password.changed'));
  });

  return (
    <section
      aria-labelledby="profile-password-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="profile-password-title" className="mb-5 text-xl font-bold">
        {t('profile.password.title')}
      </h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-md flex-col gap-4">
        <FormAlert errors={form.formState.errors} />
        <PasswordField
          form={form}
          name="currentPassword"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
        />
        <NewPasswordFields form={form} label={t('fields.newPassword')} />
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('profile.saving')}>
          {t('profile.password.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
