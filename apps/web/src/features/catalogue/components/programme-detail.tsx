import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { CONTACT } from '@/config/env';
import { paths } from '@/config/paths';
import type { ProgrammeFacts } from '@/features/catalogue/catalogue-types';
import type { ProgrammeText } from '@/features/catalogue/programme-text';
import { buttonClass } from '@/shared/ui/button-class';
import { ButtonLink } from '@/shared/ui/button-link';

import { ProgrammeFactsList } from './programme-facts-list';

/** What a training buyer checks before ordering, the same for every programme of the catalogue. */
const BUYER_FACTS = ['format', 'methods', 'assessment', 'accessibility', 'access'] as const;

export const DETAIL_TITLE_ID = 'programme-detail-title';

/**
 * The selected programme: a region named by its heading, which receives focus when the programme is
 * selected. Escape or the close button returns to the list.
 */
export function ProgrammeDetail({
  programme,
  text,
  sourceTitle,
  headingRef,
  onClose,
}: {
  programme: ProgrammeFacts;
  text: ProgrammeText;
  sourceTitle: string;
  headingRef: Ref<HTMLHeadingElement>;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };
  const prerequisites =
    programme.hasPrerequisites && text.prerequisites !== null
      ? text.prerequisites
      : t('detail.noPrerequisite');
  return (
    <section aria-labelledby={DETAIL_TITLE_ID} onKeyDown={onKeyDown} className="mx-auto max-w-7xl px-4 pt-10">
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="font-semibold text-brand-dark">{t('detail.eyebrow')}</p>
            <h2
              id={DETAIL_TITLE_ID}
              ref={headingRef}
              tabIndex={-1}
              className="mt-1 text-2xl font-bold text-ink focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-dark"
            >
              {text.title}
            </h2>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('detail.closeLabel')}
            className={`${buttonClass('secondary')} shrink-0`}
          >
            <span aria-hidden="true">×</span> {t('detail.close')}
          </button>
        </div>
        <p className="mt-4 max-w-4xl text-slate-700">{text.full}</p>
        <ProgrammeFactsList
          programme={programme}
          className="mt-6 grid grid-cols-2 gap-4 rounded-xl bg-orange-50 p-4 sm:grid-cols-4"
        />
        <p className="mt-2 text-sm text-slate-600">{t('price.note')}</p>

        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <div>
            <h3 className="text-xl font-bold text-ink">{t('detail.objectives')}</h3>
            <ol className="mt-3 list-decimal space-y-2 ps-6 text-slate-700">
              {text.objectives.map((objective) => (
                <li key={objective}>{objective}</li>
              ))}
            </ol>
            <h3 className="mt-8 text-xl font-bold text-ink">{t('detail.prerequisites')}</h3>
            <p className="mt-3 text-slate-700">{prerequisites}</p>
          </div>
          <div>
            <h3 className="text-xl font-bold text-ink">{t('detail.practical')}</h3>
            <dl className="mt-3 space-y-4">
              {BUYER_FACTS.map((fact) => (
                <div key={fact} className="border-s-4 border-orange-200 ps-4">
                  <dt className="font-semibold text-ink">{t(`buyer.${fact}.title`)}</dt>
                  <dd className="mt-1 text-slate-700">{t(`buyer.${fact}.text`, { email: CONTACT.email })}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>

        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={`${paths.contact}?${new URLSearchParams({ subject: text.title }).toString()}`}>
            {t('detail.quote')}
          </ButtonLink>
          <ButtonLink
            variant="secondary"
            to={`${paths.sessions}?${new URLSearchParams({ search: sourceTitle }).toString()}`}
          >
            {t('detail.sessions')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
