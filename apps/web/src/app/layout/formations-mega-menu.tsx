import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { CATALOGUE } from '@/features/catalogue/data/catalogue';
import { useProgrammeTexts } from '@/features/catalogue/programme-text';
import type { CategorySlug } from '@/shared/site/catalogue-categories';

import { MEGA_MENU_CATEGORIES, PROGRAMME_LINKS_PER_CATEGORY } from './navigation';

const link = 'rounded hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark';

function MegaMenuCategory({ category, onNavigate }: { category: CategorySlug; onNavigate: () => void }) {
  const { t } = useTranslation();
  const textOf = useProgrammeTexts(category);
  const programmes = CATALOGUE[category];
  return (
    <section aria-labelledby={`mega-${category}`} data-testid={`mega-${category}`}>
      <h2 id={`mega-${category}`} className="mb-3 text-sm font-bold text-ink">
        <Link to={paths.category(category)} onClick={onNavigate} className={link}>
          {t(`nav.formationsMenu.categories.${category}`)}
        </Link>
      </h2>
      <ul className="space-y-2 text-sm text-slate-700">
        {programmes.slice(0, PROGRAMME_LINKS_PER_CATEGORY).map((programme) => (
          <li key={programme.id}>
            <Link to={paths.category(category, programme.id)} onClick={onNavigate} className={link}>
              {textOf(programme.id)?.text.title ?? programme.id}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={paths.category(category)}
        onClick={onNavigate}
        className={`mt-3 inline-block text-sm font-semibold text-brand-dark ${link}`}
        data-testid="see-more"
      >
        {t('nav.formationsMenu.seeMore', { count: programmes.length })}
      </Link>
    </section>
  );
}

/**
 * Product rules 2: four categories, four programme links each, a see-more count, and certifications and
 * calendar links.
 */
export function FormationsMegaMenuContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {MEGA_MENU_CATEGORIES.map((category) => (
          <MegaMenuCategory key={category} category={category} onNavigate={onNavigate} />
        ))}
      </div>
      <div className="mt-5 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-4 text-sm font-semibold">
        <Link to={paths.certifications} onClick={onNavigate} className={link}>
          {t('nav.formationsMenu.allCertifications')}
        </Link>
        <Link to={paths.calendar} onClick={onNavigate} className={link}>
          {t('nav.formationsMenu.calendar')}
        </Link>
      </div>
    </>
  );
}
