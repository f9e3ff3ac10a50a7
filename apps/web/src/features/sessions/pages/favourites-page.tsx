import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageMeta } from '../../../shared/ui/page-meta';
import '../sessions-i18n';

export function FavouritesPage() {
  const { t } = useTranslation('sessions');
  return (
    <>
      <PageMeta title={t('favourites.meta.title')} description={t('favourites.meta.description')} />
      <PageHero title={t('favourites.title')} />
    </>
  );
}
