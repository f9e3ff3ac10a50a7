import type { Article } from '@formation/contract';

const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${String(i)}`).join(' ');

export function article(id: number, extra: Partial<Article> = {}): Article {
  return {
    id,
    slug: `article-${String(id)}`,
    title: `Article numéro ${String(id)}`,
    excerpt: `Résumé de l’article ${String(id)}.`,
    description: `Description de l’article ${String(id)}.`,
    content: `<p>${words(450)}</p>`,
    category: 'Cybersécurité',
    author: 'Mehdi Gharbi',
    image: 'uploads\\blog\\a.png',
    tags: ['ISO 27001'],
    publishedAt: '2026-11-10T09:00:00.000Z',
    ...extra,
  };
}
