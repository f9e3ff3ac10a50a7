import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Page numbers around the current one, first and last always shown; null marks a gap. */
export function pageWindow(page: number, pageCount: number, around = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= pageCount; p += 1) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= around) pages.push(p);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

const linkClass =
  'inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-dark';

/** Links to the pages of the list; each keeps the filters (the href is built by the page). */
export function Pagination({
  page,
  pageCount,
  hrefOf,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation('session-pages');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={`${linkClass} border-slate-300 bg-white`} rel="prev">
          <span aria-hidden="true" className="rtl:rotate-180">
            ‹
          </span>
          <span className="ms-1">{t('pagination.previous')}</span>
        </Link>
      ) : null}
      {pageWindow(page, pageCount).map((p, index) =>
        p === null ? (
          <span key={`gap-${String(index)}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={hrefOf(p)}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: p })}
            className={`${linkClass} ${p === page ? 'border-brand-dark bg-brand-dark text-white' : 'border-slate-300 bg-white text-ink hover:border-brand-dark'}`}
          >
            {p}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} className={`${linkClass} border-slate-300 bg-white`} rel="next">
          <span className="me-1">{t('pagination.next')}</span>
          <span aria-hidden="true" className="rtl:rotate-180">
            ›
          </span>
        </Link>
      ) : null}
    </nav>
  );
}
