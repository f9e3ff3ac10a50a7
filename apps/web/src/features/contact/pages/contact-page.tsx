import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageMeta } from '../../../shared/ui/page-meta';
import '../contact-i18n';

export function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <>
      <PageMeta title={t('contact.meta.title')} description={t('contact.meta.description')} />
      <PageHero title={t('contact.title')} />
    </>
  );
}
