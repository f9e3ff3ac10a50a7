import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Profile, StoredUser } from '@formation/contract';
import {
  mergeStoredUser,
  profileFormDefaults,
  profileFormSchema,
  toUpdateProfileBody,
} from '@formation/domain';

import { useProfileErrorText } from '@/features/accounts/account-error-text';
import { profileQueryKey } from '@/features/accounts/sign-in/profile-queries';
import { expectStatus } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { authStore } from '@/shared/auth/auth-store';
import { FormAlert, SERVER_ERROR } from '@/shared/forms/form-alert';
import { SubmitButton } from '@/shared/forms/submit-button';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { notify } from '@/shared/ui/toast';

import { PhoneFields } from './phone-fields';
import { ProfilePhotoField } from './profile-photo-field';

const TEXT_FIELDS = [
  ['position', 'organization-title'],
  ['industry', 'off'],
  ['company', 'organization'],
  ['country', 'country-name'],
  ['city', 'address-level2'],
  ['address', 'street-address'],
] as const;

const NOTIFICATIONS = ['email', 'sms', 'marketing'] as const;

/**
 * Product rules 2, Profile: personal info with the photo, and notification preferences. Sent as JSON, or as
 * multipart form data when a new photo is included (product rules 7); the answer merges into the stored user,
 * so the header's avatar and name change at once (product rules 4).
 */
export function ProfileForm({ profile, user }: { profile: Profile; user: StoredUser }) {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const profileErrorText = useProfileErrorText();
  const form = useZodForm(profileFormSchema, profileFormDefaults(profile));
  const [photo, setPhoto] = useState<File | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    const body = toUpdateProfileBody(values);
    try {
      const params = { id: user.id };
      let reply;
      if (photo === null) {
        reply = expectStatus(await api.users.update({ params, body }), 200);
      } else {
        const data = new FormData();
        data.append('data', JSON.stringify(body));
        data.append('photo', photo);
        reply = expectStatus(await api.users.updateWithPhoto({ params, body: data }), 200);
      }
      const { profile: saved, ...updated } = reply.body;
      authStore.updateUser(mergeStoredUser(user, updated));
      if (saved === undefined) {
        // A backend that answers only the user: what was sent is what is now stored.
        form.reset(values);
        await queryClient.invalidateQueries({ queryKey: profileQueryKey(user.id) });
      } else {
        queryClient.setQueryData(profileQueryKey(user.id), saved);
        form.reset(profileFormDefaults(saved));
      }
      setPhoto(null);
      notify.success(t('profile.saved'));
    } catch (error) {
      form.setError(SERVER_ERROR, { message: profileErrorText(error) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-8">
      <section
        aria-labelledby="profile-info-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h2 id="profile-info-title" className="mb-5 text-xl font-bold">
          {t('profile.info.title')}
        </h2>
        <div className="flex flex-col gap-5">
          <FormAlert errors={form.formState.errors} />
          <ProfilePhotoField current={profile.image ?? ''} file={photo} onFile={setPhoto} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              form={form}
              name="firstName"
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
            />
            <TextField
              form={form}
              name="lastName"
              label={t('fields.lastName')}
              autoComplete="family-name"
              required
            />
            <div className="sm:col-span-2">
              <TextField
                form={form}
                name="email"
                label={t('fields.email')}
                type="email"
                autoComplete="email"
                required
              />
            </div>
            <PhoneFields form={form} className="sm:col-span-2" />
            {TEXT_FIELDS.map(([name, autoComplete]) => (
              <TextField
                key={name}
                form={form}
                name={name}
                label={t(`fields.${name}`)}
                autoComplete={autoComplete}
                dir="auto"
              />
            ))}
            <TextField
              form={form}
              name="birthDate"
              label={t('fields.birthDate')}
              type="date"
              autoComplete="bday"
            />
          </div>
        </div>
      </section>
      <section
        aria-labelledby="profile-notifications-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h2 id="profile-notifications-title" className="mb-2 text-xl font-bold">
          {t('profile.notifications.title')}
        </h2>
        <p className="mb-4 text-slate-700">{t('profile.notifications.lead')}</p>
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{t('profile.notifications.title')}</legend>
          {NOTIFICATIONS.map((channel) => (
            <label
              key={channel}
              className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 hover:bg-orange-50/50"
            >
              <input
                type="checkbox"
                {...form.register(`notifications.${channel}`)}
                className="mt-1 size-4 accent-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark"
              />
              <span>
                <span className="block font-medium text-ink">
                  {t(`profile.notifications.${channel}.label`)}
                </span>
                <span className="block text-sm text-slate-600">
                  {t(`profile.notifications.${channel}.hint`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      </section>
      <div className="sm:max-w-xs sm:self-end">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('profile.saving')}>
          {t('profile.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
