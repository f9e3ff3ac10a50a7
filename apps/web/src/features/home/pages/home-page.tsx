import { useTranslation } from 'react-i18next';

import { env } from '@/config/env';
import { CentrePhotos } from '@/features/home/components/centre-photos';
import { CustomerReviews } from '@/features/home/components/customer-reviews';
import { FeaturedSolutions } from '@/features/home/components/featured-solutions';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { LatestNews } from '@/features/home/components/latest-news';
import { PartnerTypes } from '@/features/home/components/partner-types';
import { UpcomingSessions } from '@/features/home/components/upcoming-sessions';
import { organizationJsonLd } from '@/shared/site/structured-data';
import { JsonLd } from '@/shared/ui/json-ld';
import { PageMeta } from '@/shared/ui/page-meta';

/** Product rules 1: the firm's own claims. */
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
      <PageMeta title={t('home.meta.title')} description={t('home.meta.description')} />
      <JsonLd data={organizationJsonLd(t('brand.name'), env.siteUrl)} />
      <HeroCarousel />
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
      <FeaturedSolutions />
      <UpcomingSessions />
      <LatestNews />
      <CustomerReviews />
      <PartnerTypes />
      <CentrePhotos />
    </>
  );
}
