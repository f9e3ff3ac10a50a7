import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageMeta } from '../../../shared/ui/page-meta';
import '../enrolment-i18n';

export function EnrolmentSuccessPage() {
  const { t } = useTranslation('enrolment');
  return (
    <>
      <PageMeta title={t('success.meta.title')} description={t('success.meta.description')} />
      <PageHero title={t('success.title')} />
    </>
  );
}
