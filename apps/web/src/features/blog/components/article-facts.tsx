import { useTranslation } from 'react-i18next';

import type { Article } from '@formation/contract';
import { readingTimeMinutes } from '@formation/domain';

import { categoryByValue } from '@/features/blog/blog-categories';
import { formatLongDate } from '@/shared/i18n/locale-format';

/** The category of an article in the visitor's language (its own wording when the blog does not know it). */
export function useCategoryLabel(): (value: string | undefined) => string | undefined {
  const { t } = useTranslation('blog');
  return (value) => {
    const known = categoryByValue(value);
    return known === undefined ? value : t(`categories.${known.id}`);
  };
}

/** Product rules 2: articles show a reading-time badge (200 words a minute, at least 1). */
export function ReadingTimeBadge({ content }: { content: string }) {
  const { t } = useTranslation('blog');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-orange-50 px-2.5 py-0.5 text-sm font-medium text-brand-dark">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20m0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16m1 3v4.6l3.2 3.2-1.4 1.4L11 12.4V7z"
        />
      </svg>
      {t('readingTime', { count: readingTimeMinutes(content) })}
    </span>
  );
}

/** Publication date and reading time, as a list's or an article's byline. */
export function ArticleFacts({ article }: { article: Pick<Article, 'publishedAt' | 'content'> }) {
  const { i18n } = useTranslation('blog');
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      {article.publishedAt === undefined ? null : (
        <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt, i18n.language)}</time>
      )}
      <ReadingTimeBadge content={article.content} />
    </p>
  );
}
