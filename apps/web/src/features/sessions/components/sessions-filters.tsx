import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { FORMATS, LEVELS, TIMES_OF_DAY } from '@formation/contract';
import type { SessionFilters } from '@formation/domain';

import { inputClass } from '@/shared/forms/text-field';
import { FORMAT_LABEL, LEVEL_LABEL, TIME_LABEL } from '@/shared/sessions/session-labels';
import { useHydrated } from '@/shared/site/use-hydrated';
import { buttonClass } from '@/shared/ui/button-class';

type Change = (changes: Partial<SessionFilters>) => void;

function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list, value] : list.filter((item) => item !== value);
}

function CheckGroup<T extends string>({
  legend,
  values,
  chosen,
  label,
  onChange,
}: {
  legend: string;
  values: readonly T[];
  chosen: readonly T[];
  label: (value: T) => string;
  onChange: (next: T[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      {values.map((value) => (
        <label key={value} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark"
            checked={chosen.includes(value)}
            onChange={(event) => {
              onChange(toggled(chosen, value, event.currentTarget.checked));
            }}
          />
          {label(value)}
        </label>
      ))}
    </fieldset>
  );
}

const amountText = (value: number | null) => (value === null ? '' : String(value));
const toAmount = (text: string): number | null => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : value;
};

/**
 * The filters of product rules 2 (format, time of day, level, domain, price range, date range) and the
 * search. Choices apply at once; typed text (search, prices) applies on Enter or when leaving the field.
 */
export function SessionsFilters({
  filters,
  domains,
  onChange,
}: {
  filters: SessionFilters;
  domains: readonly string[];
  onChange: Change;
}) {
  const { t } = useTranslation(['session-pages', 'sessions']);
  const id = useId();
  const hydrated = useHydrated();
  // Typed text stays local until applied; the URL's value wins when it changes from elsewhere.
  const [typed, setTyped] = useState({
    search: filters.search,
    min: amountText(filters.priceMin),
    max: amountText(filters.priceMax),
  });
  const [shown, setShown] = useState({
    search: filters.search,
    min: filters.priceMin,
    max: filters.priceMax,
  });
  if (shown.search !== filters.search || shown.min !== filters.priceMin || shown.max !== filters.priceMax) {
    setShown({ search: filters.search, min: filters.priceMin, max: filters.priceMax });
    setTyped({
      search: filters.search,
      min: amountText(filters.priceMin),
      max: amountText(filters.priceMax),
    });
  }
  const applyTyped = () => {
    const changes: Partial<SessionFilters> = {};
    if (typed.search.trim() !== filters.search) changes.search = typed.search.trim();
    if (toAmount(typed.min) !== filters.priceMin) changes.priceMin = toAmount(typed.min);
    if (toAmount(typed.max) !== filters.priceMax) changes.priceMax = toAmount(typed.max);
    if (Object.keys(changes).length > 0) onChange(changes);
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    applyTyped();
  };
  return (
    <form
      role="search"
      aria-label={t('filters.title')}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-search`} className="text-sm font-semibold text-ink">
          {t('filters.search')}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-search`}
            type="search"
            className={inputClass}
            value={typed.search}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(event) => {
              setTyped({ ...typed, search: event.currentTarget.value });
            }}
            onBlur={applyTyped}
          />
          <button type="submit" disabled={!hydrated} className={buttonClass('primary', 'sm')}>
            {t('filters.apply')}
          </button>
        </div>
        <p className="text-xs text-slate-600">{t('filters.searchHint')}</p>
      </div>
      <CheckGroup
        legend={t('filters.format')}
        values={FORMATS}
        chosen={filters.formats}
        label={(value) => t(FORMAT_LABEL[value], { ns: 'sessions' })}
        onChange={(formats) => {
          onChange({ formats });
        }}
      />
      <CheckGroup
        legend={t('filters.time')}
        values={TIMES_OF_DAY}
        chosen={filters.times}
        label={(value) => t(TIME_LABEL[value], { ns: 'sessions' })}
        onChange={(times) => {
          onChange({ times });
        }}
      />
      <CheckGroup
        legend={t('filters.level')}
        values={LEVELS}
        chosen={filters.levels}
        label={(value) => t(LEVEL_LABEL[value], { ns: 'sessions' })}
        onChange={(levels) => {
          onChange({ levels });
        }}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-domain`} className="text-sm font-semibold text-ink">
          {t('filters.domain')}
        </label>
        <select
          id={`${id}-domain`}
          className={inputClass}
          value={filters.domain}
          onChange={(event) => {
            onChange({ domain: event.currentTarget.value });
          }}
        >
          <option value="">{t('filters.allDomains')}</option>
          {domains.map((domain) => (
            <option key={domain} value={domain} lang="fr">
              {domain}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 text-sm font-semibold text-ink">{t('filters.price')}</legend>
        <div className="grid grid-cols-2 gap-2">
          <label className="flex flex-col gap-1 text-xs text-slate-700">
            {t('filters.priceMin')}
            <input
              type="number"
              min={0}
              step={50}
              inputMode="numeric"
              dir="ltr"
              className={inputClass}
              value={typed.min}
              onChange={(event) => {
                setTyped({ ...typed, min: event.currentTarget.value });
              }}
              onBlur={applyTyped}
            />
          </label>
          <label className="flex flex-col gap-1 text-xs text-slate-700">
            {t('filters.priceMax')}
            <input
              type="number"
              min={0}
              step={50}
              inputMode="numeric"
              dir="ltr"
              className={inputClass}
              value={typed.max}
              onChange={(event) => {
                setTyped({ ...typed, max: event.currentTarget.value });
              }}
              onBlur={applyTyped}
            />
          </label>
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 text-sm font-semibold text-ink">{t('filters.dates')}</legend>
        <div className="grid grid-cols-2 gap-2">
          <label className="flex flex-col gap-1 text-xs text-slate-700">
            {t('filters.from')}
            <input
              type="date"
              className={inputClass}
              value={filters.from ?? ''}
              onChange={(event) => {
                onChange({ from: event.currentTarget.value === '' ? null : event.currentTarget.value });
              }}
            />
          </label>
          <label className="flex flex-col gap-1 text-xs text-slate-700">
            {t('filters.to')}
            <input
              type="date"
              className={inputClass}
              value={filters.to ?? ''}
              onChange={(event) => {
                onChange({ to: event.currentTarget.value === '' ? null : event.currentTarget.value });
              }}
            />
          </label>
        </div>
      </fieldset>
    </form>
  );
}
