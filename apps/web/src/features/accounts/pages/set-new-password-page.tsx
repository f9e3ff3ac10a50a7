import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageMeta } from '../../../shared/ui/page-meta';
import '../accounts-i18n';

export function SetNewPasswordPage() {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PageMeta title={t('setNewPassword.meta.title')} description={t('setNewPassword.meta.description')} />
      <PageHero title={t('setNewPassword.title')} />
    </>
  );
}
