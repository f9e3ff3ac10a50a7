import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CourseReceived } from '@formation/contract';

import { useAuth } from '@/shared/auth/use-auth';

import { useIsFavorite, useToggleFavorite } from './use-favorites';

/** The prompt (and its dialog) loads when an anonymous visitor first asks: most never do. */
const LoginPrompt = lazy(async () => ({ default: (await import('./login-prompt')).LoginPrompt }));

/**
 * The favorite toggle of cards and of the detail page (product rules 4 and 6): anonymous visitors are told
 * to log in (product rules 5: login required to add, remove or manage).
 */
export function FavoriteButton({ course, compact = false }: { course: CourseReceived; compact?: boolean }) {
  const { t } = useTranslation('sessions');
  const auth = useAuth();
  const isFavorite = useIsFavorite(course.id);
  const toggle = useToggleFavorite();
  // Undefined until first asked; then kept mounted, so the closing dialog gives the focus back.
  const [prompt, setPrompt] = useState<boolean>();
  const label = isFavorite
    ? t('favorites.button.remove', { title: course.title })
    : t('favorites.button.add', { title: course.title });
  return (
    <>
      <button
        type="button"
        aria-pressed={isFavorite}
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
        disabled={toggle.isPending}
        onClick={() => {
          if (auth.status !== 'authenticated') setPrompt(true);
          else toggle.mutate({ course, add: !isFavorite });
        }}
        className={`inline-flex items-center justify-center gap-2 rounded-lg border font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:opacity-70 ${
          isFavorite
            ? 'border-brand-dark bg-orange-50 text-brand-dark'
            : 'border-slate-300 bg-white text-ink hover:border-brand-dark'
        } ${compact ? 'size-10' : 'px-4 py-2'}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill={isFavorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 21s-7.5-4.6-9.5-9.1C1.1 8.6 3.2 5 6.7 5c2 0 3.5 1.1 4.3 2.5h2C13.8 6.1 15.3 5 17.3 5c3.5 0 5.6 3.6 4.2 6.9C19.5 16.4 12 21 12 21z" />
        </svg>
        {compact ? null : (
          <span>{isFavorite ? t('favorites.button.inFavorites') : t('favorites.button.addShort')}</span>
        )}
      </button>
      {prompt === undefined ? null : (
        <Suspense fallback={null}>
          <LoginPrompt
            open={prompt}
            onClose={() => {
              setPrompt(false);
            }}
            message={t('favorites.loginToAdd')}
          />
        </Suspense>
      )}
    </>
  );
}
