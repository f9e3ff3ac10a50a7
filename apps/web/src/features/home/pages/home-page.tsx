import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { UpcomingSessions } from '../components/upcoming-sessions';

/** Spec 1: the firm's own claims. */
const FIGURES = [
  ['10+', 'home.figures.years'],
  ['600+', 'home.figures.trained'],
  ['96 %', 'home.figures.satisfaction'],
  ['89 %', 'home.figures.goals'],
  ['95 %', 'home.figures.certification'],
  ['95', 'home.figures.reviews'],
] as const;

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('home.meta.title')}</title>
      <meta name="description" content={t('home.meta.description')} />
      <section className="bg-gradient-to-br from-orange-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <p className="font-semibold text-brand-dark">{t('brand.tagline')}</p>
          <h1 className="mt-3 max-w-3xl text-3xl font-extrabold leading-tight sm:text-5xl">
            {t('home.hero.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">{t('home.hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={paths.sessions}
              className="rounded-lg bg-brand-dark px-5 py-3 font-semibold text-white hover:bg-brand-deep focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
            >
              {t('home.hero.primary')}
            </Link>
            <Link
              to={paths.contact}
              className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-ink hover:border-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
            >
              {t('home.hero.secondary')}
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="figures-title" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="figures-title" className="sr-only">
            {t('home.figures.title')}
          </h2>
          <dl className="grid grid-cols-2 gap-6 text-center sm:grid-cols-3 lg:grid-cols-6">
            {FIGURES.map(([value, label]) => (
              <div key={label}>
                <dt className="text-sm text-slate-600">{t(label)}</dt>
                <dd className="order-first text-3xl font-extrabold text-brand-dark" dir="ltr">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <UpcomingSessions />
    </>
  );
}
