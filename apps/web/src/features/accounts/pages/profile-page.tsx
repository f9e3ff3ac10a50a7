import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { StoredUser } from '@formation/contract';

import { PasswordChangeForm } from '@/features/accounts/components/password-change-form';
import { ProfileForm } from '@/features/accounts/components/profile-form';
import { profileQuery } from '@/features/accounts/sign-in/profile-queries';
import { RestrictedView } from '@/shared/auth/restricted-view';
import { useAuth } from '@/shared/auth/use-auth';
import { PageMeta } from '@/shared/ui/page-meta';
import { QueryView } from '@/shared/ui/query-view';

function SignedInProfile({ user }: { user: StoredUser }) {
  const { t } = useTranslation('accounts');
  const query = useQuery(profileQuery(user.id));
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold text-ink">{t('profile.title')}</h1>
        <p className="mt-2 text-slate-700">{t('profile.lead')}</p>
        <div className="mt-8 flex flex-col gap-8">
          <QueryView query={query} isEmpty={() => false} empty="">
            {(profile) => <ProfileForm key={profile.id} profile={profile} user={user} />}
          </QueryView>
          <PasswordChangeForm user={user} />
        </div>
      </div>
    </div>
  );
}

/** Product rules 2, Profile; restricted to signed-in users (product rules 6). */
export function ProfilePage() {
  const { t } = useTranslation('accounts');
  const auth = useAuth();
  return (
    <>
      <PageMeta title={t('profile.meta.title')} description={t('profile.meta.description')} />
      {auth.status === 'authenticated' ? <SignedInProfile user={auth.user} /> : <RestrictedView />}
    </>
  );
}
