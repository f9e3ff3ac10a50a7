import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CONTACT } from '@/config/env';
import { paths } from '@/config/paths';
import { useDisclosure } from '@/shared/ui/use-disclosure';

const WHATSAPP = `https://wa.me/${CONTACT.phoneHref.replace(/\D/g, '')}`;

/** Product rules 2: a floating button that opens call, chat-app and contact shortcuts. */
export function FloatingContact() {
  const { t } = useTranslation();
  const { open, toggle, close, buttonRef, panelRef } = useDisclosure();
  const panelId = useId();
  const item =
    'flex items-center gap-3 rounded-lg px-4 py-2.5 text-sm font-semibold text-ink hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-brand-dark';
  return (
    <div className="fixed bottom-5 end-5 z-40 flex flex-col items-end gap-3">
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <ul>
          <li>
            <a href={CONTACT.phoneHref} className={item}>
              {t('contactButton.call')}{' '}
              <span dir="ltr" className="ms-auto text-xs font-normal text-slate-600">
                {CONTACT.phone}
              </span>
            </a>
          </li>
          <li>
            <a href={WHATSAPP} target="_blank" rel="noopener noreferrer" className={item}>
              {t('contactButton.chat')} <span className="sr-only">{t('footer.newTab')}</span>
            </a>
          </li>
          <li>
            <Link
              to={paths.contact}
              className={item}
              onClick={() => {
                close(false);
              }}
            >
              {t('contactButton.form')}
            </Link>
          </li>
        </ul>
      </div>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        aria-label={open ? t('contactButton.close') : t('contactButton.open')}
        className="flex size-14 items-center justify-center rounded-full bg-brand-dark text-white shadow-lg hover:bg-brand-deep focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
          {open ? (
            <path
              fill="currentColor"
              d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
            />
          ) : (
            <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
          )}
        </svg>
      </button>
    </div>
  );
}
