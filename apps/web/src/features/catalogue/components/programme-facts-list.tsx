import { useTranslation } from 'react-i18next';

import type { ProgrammeFacts } from '@/features/catalogue/catalogue-types';
import { programmePrice } from '@/features/catalogue/programme-price';

/** Level, duration, schedule and price of a programme, as a description list. */
export function ProgrammeFactsList({
  programme,
  className,
}: {
  programme: ProgrammeFacts;
  className: string;
}) {
  const { t, i18n } = useTranslation('catalogue');
  const facts = [
    [t('card.level'), t(`levels.${programme.level}`)],
    [t('card.duration'), t('days', { count: programme.durationDays })],
    [t('card.schedule'), t(`schedules.${programme.schedule}`)],
    [t('card.price'), programmePrice(programme, t, i18n.resolvedLanguage)],
  ] as const;
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-slate-600">{term}</dt>
          <dd className="font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
