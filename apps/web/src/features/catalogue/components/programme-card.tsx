import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { ProgrammeFacts } from '@/features/catalogue/catalogue-types';
import type { ProgrammeText } from '@/features/catalogue/programme-text';
import { buttonClass } from '@/shared/ui/button-class';

import { ProgrammeFactsList } from './programme-facts-list';

/** One programme of a category's list; its link opens the programme through `?program=<id>`. */
export function ProgrammeCard({
  programme,
  text,
  search,
  selected,
  linkRef,
}: {
  programme: ProgrammeFacts;
  text: ProgrammeText;
  /** The query string that selects this programme, other parameters kept. */
  search: string;
  selected: boolean;
  linkRef: Ref<HTMLAnchorElement>;
}) {
  const { t } = useTranslation('catalogue');
  const titleId = `programme-${programme.id}-title`;
  return (
    <li className="flex">
      <article
        aria-labelledby={titleId}
        className={`flex w-full flex-col rounded-xl border bg-white p-5 shadow-sm ${
          selected ? 'border-brand-dark ring-2 ring-brand-dark' : 'border-slate-200'
        }`}
      >
        <h3 id={titleId} className="text-lg font-bold text-ink">
          {text.title}
        </h3>
        <p className="mt-2 text-slate-700">{text.short}</p>
        <ProgrammeFactsList
          programme={programme}
          className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-200 pt-4 text-sm"
        />
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
          <Link
            ref={linkRef}
            to={{ search }}
            aria-label={t('card.openLabel', { title: text.title })}
            aria-current={selected ? 'true' : undefined}
            className={`${buttonClass()} inline-block`}
          >
            {t('card.open')}
          </Link>
          {selected ? (
            <span className="rounded-full bg-orange-50 px-3 py-1 text-sm font-semibold text-brand-dark">
              {t('card.selected')}
            </span>
          ) : null}
        </div>
      </article>
    </li>
  );
}
