import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageMeta } from '../../../shared/ui/page-meta';
import '../accounts-i18n';

export function EmailVerificationPage() {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PageMeta
        title={t('emailVerification.meta.title')}
        description={t('emailVerification.meta.description')}
      />
      <PageHero title={t('emailVerification.title')} />
    </>
  );
}
