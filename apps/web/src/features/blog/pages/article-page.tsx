import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageMeta } from '../../../shared/ui/page-meta';
import '../blog-i18n';

export function ArticlePage() {
  const { t } = useTranslation('blog');
  return (
    <>
      <PageMeta title={t('article.meta.title')} description={t('article.meta.description')} />
      <PageHero title={t('article.title')} />
    </>
  );
}
