import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageMeta } from '../../../shared/ui/page-meta';
import '../sessions-i18n';

export function SessionsCalendarPage() {
  const { t } = useTranslation('sessions');
  return (
    <>
      <PageMeta title={t('calendar.meta.title')} description={t('calendar.meta.description')} />
      <PageHero title={t('calendar.title')} />
    </>
  );
}
