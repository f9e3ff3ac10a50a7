import { useTranslation } from 'react-i18next';

import { buttonClass } from '@/shared/ui/button-class';

/**
 * The one error view: 'An error occurred' with a retry action (product rules 8); `message` names what failed
 * where the product rules give it its own words (the comments' load error).
 */
export function ErrorView({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg font-semibold text-slate-800">{message ?? t('state.error')}</p>
      <button type="button" onClick={onRetry} className={buttonClass()}>
        {t('state.retry')}
      </button>
    </div>
  );
}
