import { useTranslation } from 'react-i18next';

import { buttonClass } from '@/shared/ui/button-class';
import { notify } from '@/shared/ui/toast';

const button = `${buttonClass('secondary', 'sm')} inline-flex items-center gap-2`;

/** The networks an article can be shared on: plain links, so no popup can be blocked (product rules 8). */
export function shareTargets(url: string, title: string, emailSubject: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { id: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { id: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: 'x', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { id: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { id: 'email', href: `mailto:?subject=${encodeURIComponent(emailSubject)}&body=${u}` },
  ] as const;
}

/**
 * Product rules 2: an article has a share link; copying tells whether it worked (product rules 8: link copy
 * failed).
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('blog');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('article.share.copied'));
    } catch {
      notify.error(t('article.share.copyFailed'));
    }
  };
  return (
    <section aria-labelledby="article-share-title" className="mt-10 border-t border-slate-200 pt-6">
      <h2 id="article-share-title" className="text-lg font-bold">
        {t('article.share.title')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        <li>
          <button type="button" onClick={() => void copy()} className={button}>
            {t('article.share.copy')}
          </button>
        </li>
        {shareTargets(url, title, t('article.share.emailSubject', { title })).map((target) => (
          <li key={target.id}>
            {target.id === 'email' ? (
              <a href={target.href} className={button}>
                {t('article.share.email')}
              </a>
            ) : (
              <a href={target.href} target="_blank" rel="noopener noreferrer" className={button}>
                {t(`article.share.${target.id}`)} <span className="sr-only">{t('article.share.newTab')}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
