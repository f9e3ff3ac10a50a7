import type { Article } from '@formation/contract';
import { countWords } from '@formation/domain';

/** schema.org Article of a blog article. */
export function articleJsonLd(article: Article, url: string, imageUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description === '' ? article.excerpt : article.description,
    url,
    mainEntityOfPage: url,
    image: imageUrl,
    inLanguage: 'fr',
    wordCount: countWords(article.content),
    ...(article.category === undefined ? {} : { articleSection: article.category }),
    ...(article.tags === undefined || article.tags.length === 0 ? {} : { keywords: article.tags.join(', ') }),
    ...(article.publishedAt === undefined ? {} : { datePublished: article.publishedAt }),
    ...(article.updatedAt === undefined ? {} : { dateModified: article.updatedAt }),
    ...(article.author === undefined ? {} : { author: { '@type': 'Person', name: article.author } }),
    publisher: { '@type': 'Organization', name: 'Formation Pro' },
  };
}
