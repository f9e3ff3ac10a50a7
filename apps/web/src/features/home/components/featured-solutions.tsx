import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { FEATURED_SOLUTION_IDS, featuredSolutionPath } from '@/features/home/data/home.data';

/** Cards linking to the main solution pages. */
export function FeaturedSolutions() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="solutions-title" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="solutions-title" className="text-2xl font-bold">
        {t('solutions.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t('solutions.intro')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURED_SOLUTION_IDS.map((id) => (
          <li
            key={id}
            className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-dark"
          >
            <h3 className="text-lg font-semibold">
              <Link
                to={featuredSolutionPath(id)}
                className="after:absolute after:inset-0 after:rounded-xl hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark"
              >
                {t(`solutions.items.${id}.title`)}
              </Link>
            </h3>
            <p className="mt-2 text-slate-700">{t(`solutions.items.${id}.text`)}</p>
            <p aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-brand-dark">
              {t('solutions.more')} <span className="inline-block rtl:-scale-x-100">→</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
