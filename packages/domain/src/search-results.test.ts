import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { Article, CourseReceived, PageEntry } from '@formation/contract';

import { searchItems } from './search-match';
import {
  articleSearchItem,
  courseSearchItem,
  groupSearchResults,
  pageSearchItem,
  prepareSearchIndex,
  SEARCH_ARTICLES_LIMIT,
  SEARCH_TYPE_ORDER,
  searchIndex,
  searchPrepared,
  trainingSearchItem,
  type IndexedSearchItem,
} from './search-results';

const urls = { course: (slug: string) => `/session/${slug}`, article: (slug: string) => `/blog/${slug}` };

function course(id: number, title: string, extra: Partial<CourseReceived> = {}): CourseReceived {
  return {
    id,
    title,
    description: `Description de ${title}`,
    originalPrice: 1200,
    discountedPrice: null,
    duration: 3,
    type: 'Présentiel',
    location: 'Tunis',
    image: null,
    generalSchedule: 'Semaine',
    slug: `cours-${String(id)}`,
    isBestSeller: false,
    ...extra,
  };
}

function article(id: number, title: string, extra: Partial<Article> = {}): Article {
  return {
    id,
    slug: `article-${String(id)}`,
    title,
    excerpt: `Résumé de ${title}`,
    description: `Description de ${title}`,
    content: '<p>Texte</p>',
    ...extra,
  };
}

const page: PageEntry = {
  id: 'contact',
  title: 'Contact et devis',
  description: 'Écrivez-nous ou demandez un devis pour votre équipe.',
  href: '/contact',
  category: 'Entreprise',
};

describe('constants', () => {
  it('follow the specification', () => {
    expect(SEARCH_TYPE_ORDER).toEqual(['course', 'article', 'page', 'training']);
    expect(SEARCH_ARTICLES_LIMIT).toBe(1000);
  });
});

describe('search items of each source', () => {
  it('a course leads to its session page, with its category as badge (default Formation)', () => {
    expect(
      courseSearchItem(course(7, 'Préparation PMP®', { category: 'Gestion de projet' }), urls).item,
    ).toEqual({
      id: 'course-7',
      title: 'Préparation PMP®',
      type: 'course',
      description: 'Description de Préparation PMP®',
      url: '/session/cours-7',
      badge: 'Gestion de projet',
    });
    expect(courseSearchItem(course(8, 'ITIL® 4'), urls).item.badge).toBe('Formation');
    expect(courseSearchItem(course(9, 'Scrum', { category: '  ' }), urls).item.badge).toBe('Formation');
  });

  it('an article leads to its page; the excerpt describes it, else the description; truncated to 80', () => {
    const long =
      'Un résumé très long qui dépasse largement les quatre-vingts caractères autorisés dans la liste.';
    const item = articleSearchItem(
      article(3, 'Scrum ou Kanban', { excerpt: long, category: 'Agilité' }),
      urls,
    ).item;
    expect(item).toMatchObject({
      id: 'article-3',
      type: 'article',
      url: '/blog/article-3',
      badge: 'Agilité',
    });
    expect(item.description.endsWith('…')).toBe(true);
    expect(Array.from(item.description).length).toBeLessThanOrEqual(81);
    expect(articleSearchItem(article(4, 'ITIL', { excerpt: '' }), urls).item.description).toBe(
      'Description de ITIL',
    );
    expect(articleSearchItem(article(5, 'Sans catégorie'), urls).item.badge).toBe('Blog');
  });

  it('a static page keeps its href and category', () => {
    expect(pageSearchItem(page).item).toEqual({
      id: 'page-contact',
      title: 'Contact et devis',
      type: 'page',
      description: 'Écrivez-nous ou demandez un devis pour votre équipe.',
      url: '/contact',
      badge: 'Entreprise',
    });
  });

  it('a catalogue programme is a training, found by its other names too', () => {
    const entry = trainingSearchItem(
      {
        id: 'ia-pour-rh',
        name: 'الذكاء الاصطناعي للموارد البشرية',
        category: 'الذكاء الاصطناعي المتقدم',
        href: '/formations/intelligence-artificielle-avancee?program=ia-pour-rh',
        shortDescription: 'أدوات عملية',
      },
      ['L’IA pour les RH'],
    );
    expect(entry.item).toMatchObject({ id: 'training-ia-pour-rh', type: 'training' });
    expect(searchIndex([entry], 'ia pour les rh')).toHaveLength(1);
    expect(searchIndex([entry], 'الذكاء')).toHaveLength(1);
  });
});

describe('searchIndex', () => {
  const index: IndexedSearchItem[] = [
    courseSearchItem(course(1, 'Management de projet', { category: 'PMP' }), urls),
    courseSearchItem(course(2, 'PMP® : préparation à la certification'), urls),
    articleSearchItem(article(3, 'Réussir l’examen PMP®', { tags: ['Examen'] }), urls),
    pageSearchItem(page),
    articleSearchItem(article(4, 'Cybersécurité des PME', { tags: ['ISO 27001'] }), urls),
  ];

  it('needs 2 characters: "p" finds nothing, "pm" finds', () => {
    expect(searchIndex(index, 'p')).toEqual([]);
    expect(searchIndex(index, 'pm').length).toBeGreaterThan(0);
  });

  it('ranks a title starting with the phrase before a title containing it, then other fields', () => {
    expect(searchIndex(index, 'pmp').map((item) => item.id)).toEqual(['course-2', 'article-3', 'course-1']);
  });

  it('is accent- and case-insensitive and searches tags and descriptions', () => {
    expect(searchIndex(index, 'CYBERSECURITE').map((item) => item.id)).toEqual(['article-4']);
    expect(searchIndex(index, 'iso 27001').map((item) => item.id)).toEqual(['article-4']);
    expect(searchIndex(index, 'devis equipe').map((item) => item.id)).toEqual(['page-contact']);
  });

  it('needs every word (or the whole phrase) somewhere', () => {
    expect(searchIndex(index, 'pmp kubernetes')).toEqual([]);
  });

  it('gives at most 12 results', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      courseSearchItem(course(i + 10, `Scrum niveau ${String(i)}`), urls),
    );
    expect(searchIndex(many, 'scrum')).toHaveLength(12);
  });
});

describe('groupSearchResults', () => {
  it('groups by type in the order course, article, page, training, keeping the rank order', () => {
    const items = [
      trainingSearchItem({ id: 't', name: 'Scrum T', category: 'c', href: '/t', shortDescription: '' }).item,
      articleSearchItem(article(1, 'Scrum A1'), urls).item,
      courseSearchItem(course(2, 'Scrum C'), urls).item,
      articleSearchItem(article(3, 'Scrum A2'), urls).item,
    ];
    const groups = groupSearchResults(items);
    expect(groups.map((group) => group.type)).toEqual(['course', 'article', 'training']);
    expect(groups[1]?.items.map((item) => item.title)).toEqual(['Scrum A1', 'Scrum A2']);
    expect(groupSearchResults([])).toEqual([]);
  });
});

describe('searchPrepared', () => {
  const text = fc.oneof(
    fc.constantFrom(
      'PMP®',
      'Sécurité',
      'sécurité',
      'ITIL 4',
      'Scrum Master',
      'gestion de projet',
      'الذكاء',
      'Ça',
      '',
    ),
    fc.string({ maxLength: 12 }),
  );
  const items = fc.array(fc.record({ title: text, keywords: fc.array(text, { maxLength: 3 }) }), {
    maxLength: 15,
  });

  it('finds and orders exactly as searchItems does (folding once instead of per query)', () => {
    fc.assert(
      fc.property(
        items,
        fc.oneof(text, fc.string({ maxLength: 8 })),
        fc.integer({ min: -1, max: 14 }),
        (raw, query, limit) => {
          const index = raw.map((entry, i) =>
            trainingSearchItem(
              { id: String(i), name: entry.title, category: '', href: `/${String(i)}`, shortDescription: '' },
              entry.keywords,
            ),
          );
          const expected = searchItems(
            index,
            query,
            (entry) => ({ title: entry.item.title, others: entry.keywords }),
            limit,
          ).map((entry) => entry.item.id);
          expect(searchPrepared(prepareSearchIndex(index), query, limit).map((item) => item.id)).toEqual(
            expected,
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
