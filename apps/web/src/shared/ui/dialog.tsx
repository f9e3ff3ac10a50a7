import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { buttonClass } from '@/shared/ui/button-class';

/**
 * The one dialog, on the native `<dialog>`: modal (the rest of the page is inert), Escape closes,
 * focus goes back to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons at the foot; a close button is added when none is given. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 text-ink shadow-xl backdrop:bg-slate-900/50"
    >
      {open ? (
        <div className="flex flex-col gap-4 p-6">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          <div className="text-slate-700">{children}</div>
          <div className="flex flex-wrap justify-end gap-3">
            {actions ?? (
              <button type="button" onClick={onClose} className={buttonClass()}>
                {t('dialog.close')}
              </button>
            )}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
