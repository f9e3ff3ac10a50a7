import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageMeta } from '../../../shared/ui/page-meta';
import '../blog-i18n';

export function BlogPage() {
  const { t } = useTranslation('blog');
  return (
    <>
      <PageMeta title={t('list.meta.title')} description={t('list.meta.description')} />
      <PageHero title={t('list.title')} />
    </>
  );
}
