import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageMeta } from '../../../shared/ui/page-meta';
import '../enrolment-i18n';

export function MyCoursesPage() {
  const { t } = useTranslation('enrolment');
  return (
    <>
      <PageMeta title={t('myCourses.meta.title')} description={t('myCourses.meta.description')} />
      <PageHero title={t('myCourses.title')} />
    </>
  );
}
