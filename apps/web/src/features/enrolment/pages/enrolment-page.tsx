import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageMeta } from '../../../shared/ui/page-meta';
import '../enrolment-i18n';

export function EnrolmentPage() {
  const { t } = useTranslation('enrolment');
  return (
    <>
      <PageMeta title={t('enrol.meta.title')} description={t('enrol.meta.description')} />
      <PageHero title={t('enrol.title')} />
    </>
  );
}
