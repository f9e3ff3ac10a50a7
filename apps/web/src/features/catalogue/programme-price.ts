import type { TFunction } from 'i18next';

import { numberFormat } from '@formation/domain';

import { intlLocale } from '@/shared/i18n/locale-format';

import type { ProgrammeFacts } from './catalogue-types';

/** Whole euros in the visitor's language: "1 200 €", "€1,200". */
export function formatEuros(amount: number, language: string | undefined): string {
  return numberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** Product rules 9: a price, "From 500 €", or "On quote". */
export function programmePrice(
  programme: Pick<ProgrammeFacts, 'priceEuros' | 'priceFrom'>,
  t: TFunction<'catalogue'>,
  language: string | undefined,
): string {
  if (programme.priceEuros === null) return t('price.onQuote');
  const price = formatEuros(programme.priceEuros, language);
  return programme.priceFrom === true ? t('price.from', { price }) : price;
}
