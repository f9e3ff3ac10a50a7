import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageMeta } from '../../../shared/ui/page-meta';
import '../accounts-i18n';

export function LoginPage() {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PageMeta title={t('login.meta.title')} description={t('login.meta.description')} />
      <PageHero title={t('login.title')} />
    </>
  );
}
