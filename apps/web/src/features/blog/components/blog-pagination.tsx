import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const base =
  'inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark';
const idle = `${base} border-slate-300 bg-white text-ink hover:border-brand-dark hover:text-brand-dark`;
const current = `${base} border-brand-dark bg-brand-dark text-white`;

/** Page links of the blog list; `hrefOf` keeps the other parameters (the category). */
export function BlogPagination({
  page,
  totalPages,
  hrefOf,
}: {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation('blog');
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav aria-label={t('list.pagination.label')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={hrefOf(page - 1)} className={idle} rel="prev">
              <span aria-hidden="true" className="rtl:rotate-180">
                ‹
              </span>
              <span className="sr-only">{t('list.pagination.previous')}</span>
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={hrefOf(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('list.pagination.page', { page: number })}
              className={number === page ? current : idle}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link to={hrefOf(page + 1)} className={idle} rel="next">
              <span aria-hidden="true" className="rtl:rotate-180">
                ›
              </span>
              <span className="sr-only">{t('list.pagination.next')}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
