import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { buttonClass } from '@/shared/ui/button-class';
import { PageMeta } from '@/shared/ui/page-meta';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <PageMeta title={t('notFound.meta.title')} description={t('notFound.meta.description')} />
      <p className="text-6xl font-extrabold text-brand-dark" dir="ltr">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.text')}</p>
      <Link to={paths.home} className={`${buttonClass('primary', 'lg')} mt-8 inline-block`}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
