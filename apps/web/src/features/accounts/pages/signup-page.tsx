import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageMeta } from '../../../shared/ui/page-meta';
import '../accounts-i18n';

export function SignupPage() {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PageMeta title={t('signup.meta.title')} description={t('signup.meta.description')} />
      <PageHero title={t('signup.title')} />
    </>
  );
}
