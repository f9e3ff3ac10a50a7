import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  DEFAULT_COUNTRY_CODE,
  filterPhonePrefixes,
  findPhonePrefix,
  flagEmoji,
  PHONE_PREFIXES,
  type PhonePrefix,
  type PhonePrefixLanguage,
} from '@formation/domain';

function countryName(prefix: PhonePrefix, lang: PhonePrefixLanguage): string {
  return prefix.names[lang];
}

/** The entry of a dial code: the given country when it has that code (+1: Canada or US), else the first. */
export function prefixFor(dialCode: string, countryCode?: string): PhonePrefix {
  const preferred = findPhonePrefix(countryCode);
  if (preferred?.dialCode === dialCode) return preferred;
  return (
    PHONE_PREFIXES.find((prefix) => prefix.dialCode === dialCode) ??
    (findPhonePrefix(DEFAULT_COUNTRY_CODE) as PhonePrefix)
  );
}

/**
 * Product rules 2: the phone-prefix select (country flag, dial code, country name in the current language,
 * default +216), searchable by keyboard: a button opens a search box over a listbox; arrows move,
 * Enter chooses, Escape closes; typing on the closed button starts a search.
 */
export function PhonePrefixSelect({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (dialCode: string) => void;
  label: string;
}) {
  const { t, i18n } = useTranslation('accounts');
  const id = useId();
  const [countryCode, setCountryCode] = useState<string>();
  const selected = prefixFor(value, countryCode);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const language = i18n.resolvedLanguage ?? 'fr';
  const lang: PhonePrefixLanguage = language === 'en' || language === 'ar' ? language : 'fr';
  const options = filterPhonePrefixes(query, lang);

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector(`[data-index="${String(active)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active, open]);

  const openWith = (text: string) => {
    setQuery(text);
    const current = filterPhonePrefixes(text, lang).findIndex((p) => p.countryCode === selected.countryCode);
    setActive(text === '' ? Math.max(0, current) : 0);
    setOpen(true);
  };

  const close = (focusButton: boolean) => {
    setOpen(false);
    setQuery('');
    if (focusButton) buttonRef.current?.focus();
  };

  const choose = (prefix: PhonePrefix) => {
    setCountryCode(prefix.countryCode);
    onChange(prefix.dialCode);
    close(true);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('');
    } else if (
      event.key.length === 1 &&
      /\S/.test(event.key) &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      event.preventDefault();
      openWith(event.key);
    }
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(options.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Home' && event.ctrlKey) {
      setActive(0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (option !== undefined) choose(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${String(index)}`;
  const name = countryName(selected, lang);

  return (
    <div ref={rootRef} className="relative flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => {
          if (open) close(false);
          else openWith('');
        }}
        onKeyDown={onButtonKey}
        className="flex h-[42px] w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-ink shadow-sm focus-visible:border-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark"
      >
        <span aria-hidden="true">{flagEmoji(selected.countryCode)}</span>
        <span id={`${id}-value`} className="flex-1 text-start">
          <span className="sr-only">{name} </span>
          <bdi dir="ltr" className="inline-block">
            {selected.dialCode}
          </bdi>
        </span>
        <span aria-hidden="true" className="text-slate-500">
          ▾
        </span>
      </button>
      {open ? (
        <div className="absolute start-0 top-full z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          <label htmlFor={`${id}-search`} className="sr-only">
            {t('phone.search')}
          </label>
          <input
            ref={searchRef}
            id={`${id}-search`}
            type="text"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={options[active] === undefined ? undefined : optionId(active)}
            placeholder={t('phone.searchPlaceholder')}
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKey}
            className="mb-2 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:border-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark"
          />
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={label}
            className="max-h-60 overflow-y-auto"
          >
            {options.map((prefix, index) => (
              <li
                key={prefix.countryCode}
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={prefix.countryCode === selected.countryCode}
                onPointerDown={(event) => {
                  event.preventDefault();
                }}
                onClick={() => {
                  choose(prefix);
                }}
                onPointerMove={() => {
                  setActive(index);
                }}
                className={`flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm ${index === active ? 'bg-orange-50 text-brand-dark' : 'text-slate-700'} aria-selected:font-semibold`}
              >
                <span aria-hidden="true">{flagEmoji(prefix.countryCode)}</span>
                <bdi dir="ltr" className="w-14 shrink-0 tabular-nums">
                  {prefix.dialCode}
                </bdi>
                <span className="truncate">{countryName(prefix, lang)}</span>
              </li>
            ))}
          </ul>
          {options.length === 0 ? (
            <p className="px-2 py-1.5 text-sm text-slate-600">{t('phone.noMatch', { query })}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
