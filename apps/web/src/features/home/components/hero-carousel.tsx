import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { HERO_INTERVAL_MS, HERO_SLIDES } from '@/features/home/data/home.data';
import { buttonClass } from '@/shared/ui/button-class';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/** Whether the user asked the system for less motion; follows changes of the setting. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

const FOCUS = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-dark';
const ROUND_BUTTON = `inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink shadow-sm hover:border-brand-dark hover:text-brand-dark ${FOCUS}`;

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 rtl:-scale-x-100"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'previous' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  );
}

/**
 * The home hero: three slides with their calls to action (W3C carousel pattern). The current
 * slide's title is the page's one h1; the others are out of the tab order and of the tree.
 */
export function HeroCarousel() {
  const { t } = useTranslation('home');
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const total = HERO_SLIDES.length;
  const rotating = playing && !reducedMotion && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => {
      setCurrent((index) => (index + 1) % total);
    }, HERO_INTERVAL_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [rotating, current, total]);

  const show = (index: number) => {
    setCurrent(((index % total) + total) % total);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      className="bg-gradient-to-br from-orange-50 to-white"
      onMouseEnter={() => {
        setHovered(true);
      }}
      onMouseLeave={() => {
        setHovered(false);
      }}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={onBlur}
    >
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-8 sm:pt-24">
        <div className="grid" aria-live={rotating ? 'off' : 'polite'}>
          {HERO_SLIDES.map((slide, index) => {
            const active = index === current;
            const key = `hero.slides.${slide.id}` as const;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('hero.position', { current: index + 1, total })}
                inert={!active}
                aria-hidden={active ? undefined : true}
                className={`col-start-1 row-start-1 transition-[opacity,visibility] duration-500 motion-reduce:transition-none ${
                  active ? 'visible opacity-100' : 'invisible opacity-0'
                }`}
              >
                <p className="font-semibold text-brand-dark">{t(`${key}.eyebrow`)}</p>
                {active ? (
                  <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-extrabold sm:text-5xl">
                    {t(`${key}.title`)}
                  </h1>
                ) : (
                  <p className="mt-3 max-w-3xl text-3xl leading-tight font-extrabold sm:text-5xl">
                    {t(`${key}.title`)}
                  </p>
                )}
                <p className="mt-5 max-w-2xl text-lg text-slate-700">{t(`${key}.text`)}</p>
                <div className="mt-8 flex flex-wrap gap-3">
                  <Link to={slide.primaryTo} className={buttonClass('primary', 'lg')}>
                    {t(`${key}.primary`)}
                  </Link>
                  <Link to={slide.secondaryTo} className={buttonClass('secondary', 'lg')}>
                    {t(`${key}.secondary`)}
                  </Link>
                </div>
              </div>
            );
          })}
        </div>
        <div className="mt-10 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={ROUND_BUTTON}
            aria-label={t('hero.previous')}
            onClick={() => {
              show(current - 1);
            }}
          >
            <Chevron direction="previous" />
          </button>
          <div role="group" aria-label={t('hero.indicators')} className="flex items-center gap-1">
            {HERO_SLIDES.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                aria-label={t('hero.goTo', { number: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => {
                  show(index);
                }}
                className={`group inline-flex size-11 items-center justify-center rounded-full ${FOCUS}`}
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                    index === current ? 'w-8 bg-brand-dark' : 'w-2.5 bg-slate-400 group-hover:bg-slate-600'
                  }`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={ROUND_BUTTON}
            aria-label={t('hero.next')}
            onClick={() => {
              show(current + 1);
            }}
          >
            <Chevron direction="next" />
          </button>
          {reducedMotion ? null : (
            <button
              type="button"
              className={`${ROUND_BUTTON} ms-auto`}
              aria-label={playing ? t('hero.pause') : t('hero.play')}
              onClick={() => {
                setPlaying((value) => !value);
              }}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
              </svg>
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
