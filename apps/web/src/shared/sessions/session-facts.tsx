import { useTranslation } from 'react-i18next';

import type { Session, SessionState } from '@formation/contract';
import { durationBadge, formatDinars, numberText, roundedRating } from '@formation/domain';

import { intlLocale } from '@/shared/i18n/locale-format';

import { STATE_LABEL, STATE_STYLE } from './session-labels';

/** The duration badge (product rules 9: '1 jour', 'less than 1 jour', 'N jours'), in the page's language. */
export function DurationBadge({ days }: { days: number }) {
  const { t, i18n } = useTranslation('sessions');
  const badge = durationBadge(days);
  const text =
    badge.kind === 'one'
      ? t('badge.duration.one')
      : badge.kind === 'many'
        ? t('badge.duration.many', {
            days: numberText(badge.days, intlLocale(i18n.language), { maximumFractionDigits: 1 }),
          })
        : t('badge.duration.lessThanOne');
  return (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
      {text}
    </span>
  );
}

export function StateBadge({ state }: { state: SessionState }) {
  const { t } = useTranslation('sessions');
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATE_STYLE[state]}`}
    >
      {t(STATE_LABEL[state])}
    </span>
  );
}

/** Badges new and best (product rules 2). */
export function CourseBadge({ badge }: { badge: Session['badge'] }) {
  const { t } = useTranslation('sessions');
  if (badge === null) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-brand-dark px-2.5 py-0.5 text-xs font-bold text-white">
      {badge === 'best' ? t('badge.best') : t('badge.new')}
    </span>
  );
}

/** Final price, and the original struck through when a promo price applies (product rules 9). */
export function PriceTag({
  price,
  originalPrice,
  hasPromo,
}: {
  price: number;
  originalPrice: number;
  hasPromo: boolean;
}) {
  const { t, i18n } = useTranslation('sessions');
  const locale = intlLocale(i18n.language);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{t('card.price')}</span>
      <span dir="ltr" className="text-lg font-bold text-ink">
        {formatDinars(price, locale)}
      </span>
      {hasPromo ? (
        <>
          <span className="sr-only">{t('card.originalPrice')}</span>
          <del dir="ltr" className="text-sm text-slate-500">
            {formatDinars(originalPrice, locale)}
          </del>
        </>
      ) : null}
      <span className="text-xs text-slate-600">{t('card.perParticipant')}</span>
    </p>
  );
}

/** Rating score and count; no rating yet says so. */
export function RatingText({ average, count }: { average: number; count: number }) {
  const { t, i18n } = useTranslation('sessions');
  if (count === 0) return <span className="text-sm text-slate-600">{t('rating.none')}</span>;
  const score = numberText(roundedRating(average), intlLocale(i18n.language), { maximumFractionDigits: 1 });
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700">
      <span aria-hidden="true" className="text-amber-500">
        ★
      </span>
      <span>{t('rating.score', { score })}</span>
      <span className="text-slate-600">({t('rating.count', { count })})</span>
    </span>
  );
}
