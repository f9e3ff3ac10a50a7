import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { buttonClass } from '@/shared/ui/button-class';
import { notify } from '@/shared/ui/toast';

type Network = 'facebook' | 'linkedin' | 'x' | 'whatsapp';

/** Share addresses of the networks that take a link in the URL. */
export function shareUrl(network: Network, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${u}&text=${text}`;
    case 'whatsapp':
      return `https://wa.me/?text=${text}%20${u}`;
  }
}

const NETWORKS: readonly { id: Network; label: string }[] = [
  { id: 'facebook', label: 'Facebook' },
  { id: 'linkedin', label: 'LinkedIn' },
  { id: 'x', label: 'X' },
  { id: 'whatsapp', label: 'WhatsApp' },
];

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

const shareButton = buttonClass('secondary', 'sm');

/**
 * Product rules 8 sharing: copy the link (when the clipboard refuses, the link is shown to copy by hand),
 * share on a network in a popup (a blocked popup says so and shows the link to paste), and Instagram, which
 * takes no link in a URL, by pasting the copied link.
 */
export function SharePanel({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('session-pages');
  const id = useId();
  const [manual, setManual] = useState<null | 'copy' | 'popup' | 'instagram'>(null);

  const copyLink = async () => {
    if (await copy(url)) {
      setManual(null);
      notify.success(t('share.copied'));
    } else {
      setManual('copy');
      notify.error(t('share.copyFailed'));
    }
  };

  const open = (network: Network) => {
    const popup = window.open(shareUrl(network, url, title), '_blank', 'width=640,height=560');
    if (popup === null) {
      setManual('popup');
      notify.error(t('share.popupBlocked'));
      return;
    }
    popup.opener = null;
  };

  const instagram = async () => {
    setManual('instagram');
    if (await copy(url)) notify.success(t('share.copied'));
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {t('share.title')}
      </h3>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={shareButton} onClick={() => void copyLink()}>
          {t('share.copy')}
        </button>
        {NETWORKS.map((network) => (
          <button
            key={network.id}
            type="button"
            className={shareButton}
            aria-label={t('share.on', { network: network.label })}
            onClick={() => {
              open(network.id);
            }}
          >
            {network.label}
          </button>
        ))}
        <button
          type="button"
          className={shareButton}
          aria-label={t('share.on', { network: 'Instagram' })}
          onClick={() => void instagram()}
        >
          Instagram
        </button>
      </div>
      {manual === null ? null : (
        <div className="flex flex-col gap-1.5 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <label htmlFor={`${id}-link`} className="text-sm font-medium text-amber-950">
            {manual === 'instagram'
              ? t('share.instagramHint')
              : manual === 'popup'
                ? t('share.popupHint')
                : t('share.manualHint')}
          </label>
          <input
            id={`${id}-link`}
            readOnly
            dir="ltr"
            value={url}
            onFocus={(event) => {
              event.currentTarget.select();
            }}
            className="w-full rounded-md border border-amber-300 bg-white px-2 py-1.5 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-dark"
          />
        </div>
      )}
    </section>
  );
}
