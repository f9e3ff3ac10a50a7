import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ProgrammeCard } from '@/features/catalogue/components/programme-card';
import { ProgrammeDetail } from '@/features/catalogue/components/programme-detail';
import { CATALOGUE } from '@/features/catalogue/data/catalogue';
import { useProgrammeTexts } from '@/features/catalogue/programme-text';
import type { CategorySlug } from '@/shared/site/catalogue-categories';
import { PageHero } from '@/shared/ui/page-hero';
import { PageMeta } from '@/shared/ui/page-meta';

/** The query parameter that selects a programme (product rules 2): a shared URL opens that programme. */
export const PROGRAM_PARAM = 'program';

/**
 * A training-area category page (product rules 2, `/formations/{category}`): the category's programmes as
 * cards; `?program=<id>` opens one programme's detail above the list.
 */
export function CategoryPage({ category }: { category: CategorySlug }) {
  const { t } = useTranslation('catalogue');
  const textsOf = useProgrammeTexts(category);
  const [searchParams, setSearchParams] = useSearchParams();

  const entries = CATALOGUE[category].flatMap((programme) => {
    const texts = textsOf(programme.id);
    return texts === null ? [] : [{ programme, ...texts }];
  });
  const requested = searchParams.get(PROGRAM_PARAM);
  const selected = requested === null ? undefined : entries.find((entry) => entry.programme.id === requested);
  const selectedId = selected?.programme.id ?? null;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardLinks = useRef(new Map<string, HTMLAnchorElement>());
  const shownId = useRef<string | null>(null);

  // The detail's heading takes focus when a programme opens; closing it gives focus back to its card.
  useEffect(() => {
    const previous = shownId.current;
    shownId.current = selectedId;
    if (selectedId !== null && selectedId !== previous) headingRef.current?.focus();
    else if (selectedId === null && previous !== null) cardLinks.current.get(previous)?.focus();
  }, [selectedId]);

  const searchFor = (id: string) => {
    const next = new URLSearchParams(searchParams);
    next.set(PROGRAM_PARAM, id);
    return `?${next.toString()}`;
  };

  const close = useCallback(() => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(PROGRAM_PARAM);
      return next;
    });
  }, [setSearchParams]);

  return (
    <>
      <PageMeta
        title={t(`categories.${category}.meta.title`)}
        description={t(`categories.${category}.meta.description`)}
      />
      <PageHero
        eyebrow={t('eyebrow')}
        title={t(`categories.${category}.title`)}
        lead={t(`categories.${category}.lead`)}
      />

      {selected === undefined ? null : (
        <ProgrammeDetail
          programme={selected.programme}
          text={selected.text}
          sourceTitle={selected.sourceTitle}
          headingRef={headingRef}
          onClose={close}
        />
      )}

      <section aria-labelledby="programmes-title" className="mx-auto max-w-7xl px-4 py-10">
        <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="programmes-title" className="text-2xl font-bold">
            {t('list.title')}
          </h2>
          <p className="text-slate-600">{t('list.count', { count: entries.length })}</p>
        </div>
        {requested !== null && selected === undefined ? (
          <p role="status" className="mb-6 rounded-xl border border-orange-200 bg-orange-50 p-4 text-ink">
            {t('list.unknown')}
          </p>
        ) : null}
        {entries.length === 0 ? (
          <p className="text-slate-700">{t('list.empty')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {entries.map(({ programme, text }) => (
              <ProgrammeCard
                key={programme.id}
                programme={programme}
                text={text}
                search={searchFor(programme.id)}
                selected={programme.id === selectedId}
                linkRef={(link) => {
                  if (link === null) cardLinks.current.delete(programme.id);
                  else cardLinks.current.set(programme.id, link);
                }}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
