import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { linksOf } from '@/app/site-pages';
import { CONTACT } from '@/config/env';
import { paths, SOCIAL_LINKS } from '@/config/paths';
import { CATEGORY_SLUGS } from '@/shared/site/catalogue-categories';
import { useToday } from '@/shared/site/use-today';

import { FooterNewsletter } from './footer-newsletter';
import { SOLUTION_LINKS } from './navigation';

/** The firm's pages the footer links (the page registry says which, in which order). */
const COMPANY = linksOf('footer');

const linkClass = 'hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white';

/** One of the footer's three link columns. */
function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-base font-semibold text-white">
        {title}
      </h2>
      <ul className="space-y-2 text-sm">
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className={linkClass}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const year = Number(useToday().slice(0, 4));
  return (
    <footer aria-label={t('a11y.footer')} className="mt-16 bg-ink text-slate-200">
      <section aria-labelledby="footer-newsletter" className="border-b border-slate-700">
        <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="footer-newsletter" className="text-lg font-semibold text-white">
              {t('newsletter.title')}
            </h2>
            <p className="mt-1 text-sm">{t('newsletter.text')}</p>
          </div>
          <FooterNewsletter />
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <FooterLinks
          id="footer-formations"
          title={t('footer.formations')}
          links={CATEGORY_SLUGS.map((slug) => ({
            to: paths.category(slug),
            label: t(`nav.formationsMenu.categories.${slug}`),
          }))}
        />
        <FooterLinks
          id="footer-solutions"
          title={t('footer.solutions')}
          links={SOLUTION_LINKS.map((item) => ({ to: item.path, label: t(`nav.solutionsMenu.${item.id}`) }))}
        />
        <FooterLinks
          id="footer-company"
          title={t('footer.company')}
          links={COMPANY.map(({ label, path }) => ({ to: path, label: t(label) }))}
        />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-base font-semibold text-white">
            {t('footer.contact')}
          </h2>
          <address className="space-y-1 text-sm not-italic">
            <p>{t('footer.address')}</p>
            <p>
              <a href={CONTACT.phoneHref} className={linkClass} dir="ltr">
                {CONTACT.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${CONTACT.email}`} className={linkClass}>
                {CONTACT.email}
              </a>
            </p>
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="mb-3 text-base font-semibold text-white">
            {t('footer.hours')}
          </h2>
          <p className="text-sm">{t('footer.weekdays')}</p>
          <p className="text-sm">{t('footer.saturday')}</p>
          <h2 className="mb-2 mt-6 text-base font-semibold text-white">{t('footer.social')}</h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {SOCIAL_LINKS.map(({ key, href }) => (
              <li key={key}>
                <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {t(`footer.${key}`)} <span className="sr-only">{t('footer.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="border-t border-slate-700 px-4 py-4 text-center text-xs text-slate-300">
        {t('footer.rights', { year })}
      </p>
    </footer>
  );
}
