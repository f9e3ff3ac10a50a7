import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageMeta } from '../../../shared/ui/page-meta';
import '../sessions-i18n';

export function SessionDetailPage() {
  const { t } = useTranslation('sessions');
  return (
    <>
      <PageMeta title={t('detail.meta.title')} description={t('detail.meta.description')} />
      <PageHero title={t('detail.title')} />
    </>
  );
}
