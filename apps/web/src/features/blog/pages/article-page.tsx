import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import type { Article } from '@formation/contract';
import { resolveImageUrl } from '@formation/domain';

import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { siteAddress } from '@/config/site-base';
import { ArticleCard } from '@/features/blog/components/article-card';
import { ArticleContent } from '@/features/blog/components/article-content';
import { ReadingTimeBadge, useCategoryLabel } from '@/features/blog/components/article-facts';
import { ShareLinks } from '@/features/blog/components/share-links';
import { articleJsonLd } from '@/features/blog/data/article-structured-data';
import { articleQuery, relatedArticlesQuery } from '@/features/blog/data/blog-queries';
import { isNotFound } from '@/shared/api/api-error';
import { formatLongDate } from '@/shared/i18n/locale-format';
import { breadcrumbJsonLd } from '@/shared/site/structured-data';
import { usePageUrl } from '@/shared/site/use-page-url';
import { ButtonLink } from '@/shared/ui/button-link';
import { ErrorView } from '@/shared/ui/error-view';
import { JsonLd } from '@/shared/ui/json-ld';
import { LoadingView } from '@/shared/ui/loading-view';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';
import { QueryView } from '@/shared/ui/query-view';

const crumbLink =
  'hover:text-brand-dark hover:underline focus-visible:outline-2 focus-visible:outline-brand-dark';

function RelatedArticles({ article }: { article: Article }) {
  const { t } = useTranslation('blog');
  const query = useQuery(relatedArticlesQuery(article));
  return (
    <section aria-labelledby="related-title" className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="related-title" className="mb-6 text-2xl font-bold">
          {t('article.related.title')}
        </h2>
        <QueryView query={query} isEmpty={(items) => items.length === 0} empty={t('article.related.empty')}>
          {(items) => (
            <ul className="grid gap-6 md:grid-cols-3">
              {items.map((other) => (
                <li key={other.slug}>
                  <ArticleCard article={other} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </section>
  );
}

function ArticleView({ article }: { article: Article }) {
  const { t, i18n } = useTranslation('blog');
  const categoryLabel = useCategoryLabel();
  const category = categoryLabel(article.category);
  const pageUrl = usePageUrl();
  const url = pageUrl(paths.article(article.slug));
  const picture = resolveImageUrl(article.image, env.images);
  // Absolute for JSON-LD; an article without a picture shows none above its text.
  const image = siteAddress(picture, env.siteUrl);
  const hasPicture = picture !== env.images.placeholder;
  return (
    <>
      <PageMeta
        title={t('article.meta.title', { title: article.title })}
        shareTitle={article.title}
        description={article.description === '' ? article.excerpt : article.description}
        type="article"
        {...(hasPicture ? { image } : {})}
      />
      <JsonLd data={articleJsonLd(article, url, image)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('article.home'), url: pageUrl(paths.home) },
          { name: t('article.blog'), url: pageUrl(paths.blog) },
          { name: article.title, url },
        ])}
      />
      <article>
        <header className="bg-gradient-to-br from-orange-50 to-white">
          <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
            <nav aria-label={t('article.breadcrumb')}>
              <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <li>
                  <Link to={paths.home} className={crumbLink}>
                    {t('article.home')}
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li>
                  <Link to={paths.blog} className={crumbLink}>
                    {t('article.blog')}
                  </Link>
                </li>
              </ol>
            </nav>
            {category === undefined ? null : (
              <p className="mt-6 font-semibold text-brand-dark" dir="auto">
                {category}
              </p>
            )}
            <h1 className="mt-2 text-3xl font-extrabold leading-tight sm:text-4xl" lang="fr" dir="auto">
              {article.title}
            </h1>
            {article.excerpt === '' ? null : (
              <p className="mt-4 text-lg text-slate-700" lang="fr" dir="auto">
                {article.excerpt}
              </p>
            )}
            <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
              {article.author === undefined ? null : (
                <span>{t('article.by', { author: article.author })}</span>
              )}
              {article.publishedAt === undefined ? null : (
                <time dateTime={article.publishedAt}>
                  {t('article.publishedOn', { date: formatLongDate(article.publishedAt, i18n.language) })}
                </time>
              )}
              <ReadingTimeBadge content={article.content} />
            </div>
          </div>
        </header>
        <div className="mx-auto max-w-4xl px-4 py-10">
          {hasPicture ? (
            <img
              src={image}
              alt=""
              width="1200"
              height="630"
              className="mb-8 aspect-[1200/630] w-full rounded-xl bg-slate-100 object-cover"
            />
          ) : null}
          <ArticleContent html={article.content} />
          {article.tags === undefined || article.tags.length === 0 ? null : (
            <div className="mt-10">
              <h2 className="text-lg font-bold">{t('article.tags')}</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700"
                    dir="auto"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ShareLinks url={url} title={article.title} />
          <p className="mt-10">
            <ButtonLink to={paths.blog} variant="secondary">
              {t('article.back')}
            </ButtonLink>
          </p>
        </div>
      </article>
      <RelatedArticles article={article} />
    </>
  );
}

/** An article (product rules 2): reading-time badge, safe content, share link, related articles. */
export function ArticlePage() {
  const { t } = useTranslation('blog');
  const { slug = '' } = useParams();
  const query = useQuery(articleQuery(slug));

  if (query.isPending) return <LoadingView />;
  if (query.isError) {
    if (!isNotFound(query.error)) return <ErrorView onRetry={() => void query.refetch()} />;
    return (
      <>
        <PageMeta title={t('article.notFound.meta')} description={t('article.notFound.text')} />
        <PageHero title={t('article.notFound.title')} lead={t('article.notFound.text')}>
          <ButtonLink to={paths.blog}>{t('article.back')}</ButtonLink>
        </PageHero>
      </>
    );
  }
  return <ArticleView article={query.data} />;
}
