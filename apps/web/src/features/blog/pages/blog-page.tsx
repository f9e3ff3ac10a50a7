import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { categoryById, type BlogCategory } from '@/features/blog/blog-categories';
import { ArticleCard } from '@/features/blog/components/article-card';
import { BlogPagination } from '@/features/blog/components/blog-pagination';
import { articlePageOf, categoriesIn } from '@/features/blog/data/article-selection';
import { allArticlesQuery, BLOG_PAGE_SIZE } from '@/features/blog/data/blog-queries';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';
import { QueryView } from '@/shared/ui/query-view';

/** `?page=` as a page number from 1; anything else is page 1. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function blogHref(page: number, categoryId: string | undefined): string {
  const params = new URLSearchParams();
  if (categoryId !== undefined) params.set('category', categoryId);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query === '' ? paths.blog : `${paths.blog}?${query}`;
}

const chip =
  'inline-block rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark';

function CategoryChips({
  categories,
  active,
}: {
  categories: BlogCategory[];
  active: BlogCategory | undefined;
}) {
  const { t } = useTranslation('blog');
  return (
    <nav aria-label={t('list.categories')}>
      <ul className="flex flex-wrap gap-2">
        {[undefined, ...categories].map((entry) => {
          const current = entry?.id === active?.id;
          return (
            <li key={entry?.id ?? 'all'}>
              <Link
                to={blogHref(1, entry?.id)}
                aria-current={current ? 'page' : undefined}
                className={`${chip} ${current ? 'border-brand-dark bg-brand-dark text-white' : 'border-slate-300 bg-white text-ink hover:border-brand-dark hover:text-brand-dark'}`}
              >
                {entry === undefined ? t('list.all') : t(`categories.${entry.id}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The blog list (product rules 2): categories, reading time in minutes, pages of articles. Filtered and paged
 * on the client among what the list call returns; the chips offer only the categories the articles
 * carry, and none when they carry none.
 */
export function BlogPage() {
  const { t } = useTranslation('blog');
  const [params] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const all = useQuery(allArticlesQuery());
  const categories = all.isSuccess ? categoriesIn(all.data) : [];
  const wanted = categoryById(params.get('category'));
  const category = categories.some((c) => c.id === wanted?.id) ? wanted : undefined;
  const query = useQuery({
    ...allArticlesQuery(),
    select: (articles) => articlePageOf(articles, category, page, BLOG_PAGE_SIZE),
  });

  return (
    <>
      <PageMeta title={t('list.meta.title')} description={t('list.meta.description')} />
      <PageHero eyebrow={t('list.eyebrow')} title={t('list.title')} lead={t('list.lead')} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {categories.length === 0 ? null : <CategoryChips categories={categories} active={category} />}
        <section aria-labelledby="blog-list-title" className="mt-8">
          <h2 id="blog-list-title" className="text-2xl font-bold">
            {category === undefined ? t('list.all') : t(`categories.${category.id}`)}
          </h2>
          <div className="mt-5">
            <QueryView query={query} isEmpty={(data) => data.articles.length === 0} empty={t('list.empty')}>
              {(data) => (
                <>
                  <p className="mb-5 text-sm text-slate-600">
                    {t('list.range', {
                      from: (data.page - 1) * BLOG_PAGE_SIZE + 1,
                      to: (data.page - 1) * BLOG_PAGE_SIZE + data.articles.length,
                      total: data.total,
                    })}
                  </p>
                  <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                    {data.articles.map((article) => (
                      <li key={article.slug}>
                        <ArticleCard article={article} />
                      </li>
                    ))}
                  </ul>
                  <BlogPagination
                    page={data.page}
                    totalPages={data.totalPages}
                    hrefOf={(number) => blogHref(number, category?.id)}
                  />
                </>
              )}
            </QueryView>
            {query.isSuccess && query.data.articles.length === 0 ? (
              <p className="mt-2">
                <Link
                  to={paths.blog}
                  className="font-semibold text-brand-dark underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-dark"
                >
                  {t('list.emptyHint')}
                </Link>
              </p>
            ) : null}
          </div>
        </section>
      </div>
    </>
  );
}
