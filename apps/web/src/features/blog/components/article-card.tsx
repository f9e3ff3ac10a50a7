import { Link } from 'react-router';

import type { Article } from '@formation/contract';
import { resolveImageUrl } from '@formation/domain';

import { env } from '@/config/env';
import { paths } from '@/config/paths';

import { ArticleFacts, useCategoryLabel } from './article-facts';

/** One article in a list: picture, category, date, reading time, title (the link) and excerpt. */
export function ArticleCard({ article, headingLevel = 3 }: { article: Article; headingLevel?: 2 | 3 }) {
  const categoryLabel = useCategoryLabel();
  const category = categoryLabel(article.category);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm focus-within:outline-2 focus-within:outline-brand-dark hover:shadow-md">
      <img
        src={resolveImageUrl(article.image, env.images)}
        alt=""
        width="640"
        height="360"
        loading="lazy"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        {category === undefined ? null : (
          <p className="text-sm font-semibold text-brand-dark" dir="auto">
            {category}
          </p>
        )}
        <Heading className="text-lg leading-snug font-semibold" lang="fr" dir="auto">
          <Link
            to={paths.article(article.slug)}
            className="after:absolute after:inset-0 hover:text-brand-dark focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-slate-700" lang="fr" dir="auto">
          {article.excerpt === '' ? article.description : article.excerpt}
        </p>
        <div className="mt-auto pt-2">
          <ArticleFacts article={article} />
        </div>
      </div>
    </article>
  );
}
