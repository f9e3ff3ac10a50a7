import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageMeta } from '../../../shared/ui/page-meta';
import '../accounts-i18n';

export function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PageMeta title={t('resetPassword.meta.title')} description={t('resetPassword.meta.description')} />
      <PageHero title={t('resetPassword.title')} />
    </>
  );
}
