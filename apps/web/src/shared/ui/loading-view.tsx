import { useTranslation } from 'react-i18next';

/** The one loading view of every page that loads data. */
export function LoadingView() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center justify-center gap-3 py-16 text-slate-600"
    >
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-brand border-e-transparent motion-reduce:animate-none"
      />
      {t('state.loading')}
    </div>
  );
}
