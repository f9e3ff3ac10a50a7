import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Article } from '@formation/contract';
import { readingTimeMinutes, truncateDescription } from '@formation/domain';

import { paths } from '@/config/paths';
import { ApiRequestError } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { formatLongDate } from '@/shared/i18n/locale-format';
import { QueryView } from '@/shared/ui/query-view';
import { SectionHeading } from '@/shared/ui/section-heading';

const SHOWN = 3;

function useLatestArticles() {
  return useQuery({
    queryKey: ['blog', 'latest', SHOWN],
    queryFn: async (): Promise<Article[]> => {
      const res = await api.blog.list({ query: { limit: SHOWN, page: 1 } });
      if (res.status !== 200) throw new ApiRequestError(res.status);
      return (res.body.results ?? res.body.data ?? []).slice(0, SHOWN);
    },
  });
}

/** The three latest blog articles; a failure stays inside the section. */
export function LatestNews() {
  const { t, i18n } = useTranslation('home');
  const query = useLatestArticles();
  return (
    <section aria-labelledby="news-title" className="mx-auto max-w-7xl px-4 py-12">
      <SectionHeading id="news-title" title={t('news.title')} allLabel={t('news.all')} allTo={paths.blog} />
      <QueryView query={query} isEmpty={(items) => items.length === 0} empty={t('news.empty')}>
        {(items) => (
          <ul className="grid gap-4 md:grid-cols-3">
            {items.map((article) => (
              <li key={article.slug}>
                <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                  <p className="flex flex-wrap gap-x-2 text-sm text-slate-600">
                    {article.publishedAt === undefined ? null : (
                      <>
                        <time dateTime={article.publishedAt}>
                          {formatLongDate(article.publishedAt, i18n.language)}
                        </time>
                        <span aria-hidden="true">·</span>
                      </>
                    )}
                    <span>{t('news.readingTime', { count: readingTimeMinutes(article.content) })}</span>
                  </p>
                  <h3 className="mt-2 text-lg leading-snug font-semibold" lang="fr" dir="auto">
                    <Link
                      to={`${paths.blog}/${encodeURIComponent(article.slug)}`}
                      className="hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark"
                    >
                      {article.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-slate-700" lang="fr" dir="auto">
                    {truncateDescription(article.excerpt === '' ? article.description : article.excerpt)}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
