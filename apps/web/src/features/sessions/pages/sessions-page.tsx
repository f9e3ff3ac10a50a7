import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageMeta } from '../../../shared/ui/page-meta';
import '../sessions-i18n';

export function SessionsPage() {
  const { t } = useTranslation('sessions');
  return (
    <>
      <PageMeta title={t('sessions.meta.title')} description={t('sessions.meta.description')} />
      <PageHero title={t('sessions.title')} />
    </>
  );
}
