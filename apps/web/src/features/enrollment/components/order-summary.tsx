import { useTranslation } from 'react-i18next';

import type { OrderTotals } from '@formation/domain';
import { formatDinars } from '@formation/domain';

import { intlLocale } from '@/shared/i18n/locale-format';

/**
 * Product rules 3: the order summary with subtotal, promo and total in DT (exact millimes, from the domain).
 */
export function OrderSummary({ totals, code }: { totals: OrderTotals; code: string | null }) {
  const { t, i18n } = useTranslation('enrollment');
  const dt = (amount: number) => formatDinars(amount, intlLocale(i18n.resolvedLanguage));
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="order-summary-title" className="text-lg font-bold text-ink">
        {t('enroll.summary.title')}
      </h2>
      <dl className="mt-4 flex flex-col gap-2 text-sm" data-testid="order-summary">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-slate-600">{t('enroll.summary.subtotal')}</dt>
          <dd className="font-semibold whitespace-nowrap text-ink" dir="ltr">
            {dt(totals.subtotal)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-slate-600">
            {code === null ? t('enroll.summary.promo') : t('enroll.summary.promoWithCode', { code })}
          </dt>
          <dd className="font-semibold whitespace-nowrap text-emerald-700" dir="ltr">
            {totals.discount > 0 ? `−${dt(totals.discount)}` : dt(0)}
          </dd>
        </div>
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
          <dt className="font-semibold text-ink">{t('enroll.summary.total')}</dt>
          <dd className="text-xl font-extrabold whitespace-nowrap text-brand-dark" dir="ltr">
            {dt(totals.total)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-600">{t('enroll.summary.note')}</p>
    </section>
  );
}
