import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { finalPrice, formatDinars, promoPrice } from '@formation/domain';

import { paths } from '@/config/paths';
import { RestrictedView } from '@/shared/auth/restricted-view';
import { useAuth } from '@/shared/auth/use-auth';
import { formatLongDate, intlLocale } from '@/shared/i18n/locale-format';
import { FavoriteButton } from '@/shared/sessions/favorite-button';
import { DurationBadge } from '@/shared/sessions/session-facts';
import { useFavorites } from '@/shared/sessions/use-favorites';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';
import { QueryView } from '@/shared/ui/query-view';

function FavoritesList() {
  const { t, i18n } = useTranslation('sessions');
  const query = useFavorites();
  const locale = intlLocale(i18n.language);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <QueryView query={query} isEmpty={(courses) => courses.length === 0} empty={t('favorites.empty')}>
        {(courses) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {courses.map((course) => {
              const promo = promoPrice(course);
              return (
                <li key={course.id}>
                  <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                    <div className="flex items-center gap-2">
                      <DurationBadge days={course.duration} />
                    </div>
                    {course.nextSession === null || course.nextSession === undefined ? null : (
                      <p className="text-sm font-medium text-brand-dark">
                        {t('favorites.next', { date: formatLongDate(course.nextSession, i18n.language) })}
                      </p>
                    )}
                    <h2 className="text-lg font-semibold leading-snug" lang="fr" dir="auto">
                      <Link
                        to={paths.session(course.slug)}
                        className="hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark"
                      >
                        {course.title}
                      </Link>
                    </h2>
                    <p className="text-sm text-slate-600" lang="fr" dir="auto">
                      {course.domain ?? course.category}
                    </p>
                    <div className="mt-auto flex items-end justify-between gap-3 pt-2">
                      <p className="flex flex-wrap items-baseline gap-x-2">
                        <span dir="ltr" className="text-lg font-bold">
                          {formatDinars(finalPrice(course), locale)}
                        </span>
                        {promo === null ? null : (
                          <del dir="ltr" className="text-sm text-slate-500">
                            {formatDinars(course.originalPrice, locale)}
                          </del>
                        )}
                      </p>
                      <FavoriteButton course={course} compact />
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
      <p className="mt-8">
        <Link
          to={paths.sessions}
          className="font-semibold text-brand-dark underline focus-visible:outline-2 focus-visible:outline-brand-dark"
        >
          {t('favorites.browse')}
        </Link>
      </p>
    </div>
  );
}

/** Product rules 2 and 6: my favorites, restricted to logged-in users (login and sign-up offered). */
export function FavoritesPage() {
  const { t } = useTranslation('sessions');
  const auth = useAuth();
  return (
    <>
      <PageMeta title={t('favorites.meta.title')} description={t('favorites.meta.description')} />
      {auth.status === 'authenticated' ? (
        <>
          <PageHero title={t('favorites.title')} lead={t('favorites.lead')} />
          <FavoritesList />
        </>
      ) : (
        <>
          <RestrictedView />
          <p className="mx-auto -mt-12 max-w-xl px-4 pb-16 text-center text-sm text-slate-600">
            {t('favorites.loginToManage')}
          </p>
        </>
      )}
    </>
  );
}
