import { useId, useMemo, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

import { sanitiseArticleHtml } from '@/features/blog/sanitise-article-html';
import { useHydrated } from '@/shared/site/use-hydrated';

/**
 * The article's HTML, sanitised before it reaches the page. Links to this site's pages (`/sessions`)
 * stay inside the single-page app instead of reloading it.
 */
export function ArticleContent({ html }: { html: string }) {
  const navigate = useNavigate();
  const id = useId();
  const hydrating = !useHydrated();
  // A prerendered article's body is already this text sanitised: the build ran the same sanitiser
  // on the same answer (embedded with the page). React takes that body over as it is rather than
  // sanitising it again in the middle of hydration, the longest step of an article's start.
  const [built] = useState(() =>
    hydrating && typeof document !== 'undefined'
      ? { html, safe: document.getElementById(id)?.innerHTML }
      : undefined,
  );
  const safe = useMemo(
    () => (built?.html === html && built.safe !== undefined ? built.safe : sanitiseArticleHtml(html)),
    [built, html],
  );
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href') ?? null;
    if (link === null || href === null) return;
    if (!href.startsWith('/') || href.startsWith('//') || link.target === '_blank') return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // The click only changes how links (already reachable by keyboard) are followed.
    <div
      id={id}
      lang="fr"
      dir="auto"
      onClick={onClick}
      className="max-w-3xl text-lg leading-relaxed text-slate-800 [&_a]:font-semibold [&_a]:text-brand-dark [&_a]:underline [&_a]:underline-offset-4 [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-brand-dark [&_blockquote]:my-6 [&_blockquote]:border-s-4 [&_blockquote]:border-brand [&_blockquote]:bg-orange-50 [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:italic [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink [&_img]:my-6 [&_img]:rounded-xl [&_li]:mt-2 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6"
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
