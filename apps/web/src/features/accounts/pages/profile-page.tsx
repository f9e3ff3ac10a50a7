import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageMeta } from '../../../shared/ui/page-meta';
import '../accounts-i18n';

export function ProfilePage() {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PageMeta title={t('profile.meta.title')} description={t('profile.meta.description')} />
      <PageHero title={t('profile.title')} />
    </>
  );
}
