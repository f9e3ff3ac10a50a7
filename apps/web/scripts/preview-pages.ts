import { extname } from 'node:path';

/** What `vite preview` does with a page's address: move it, serve another file, or let Vite serve it. */
export type PreviewAnswer = { redirect: string } | { serve: string } | null;

/**
 * How `vite preview` maps a page's address to a file of the build, under its base (`/` or a
 * sub-folder such as `/formation-demo/`), as nginx does (nginx/site.conf): a prerendered page is its
 * file (`/sessions` → sessions.html, which Vite finds itself); any other page of the site (profile,
 * my courses, an unknown path) gets spa.html, the page the browser renders alone, instead of the
 * prerendered home page; an address with a trailing slash (`/ar/sessions/`) moves to the one without,
 * the page's own URL. `exists` tells whether a file of the build exists, by its path in the build.
 */
export function previewPage(url: string, base: string, exists: (file: string) => boolean): PreviewAnswer {
  const [rawPath = '/', query] = url.split('?');
  const folder = base.endsWith('/') ? base : `${base}/`;
  // A sub-folder's home without its slash (the French home link, `/formation-demo`).
  if (folder !== '/' && rawPath === folder.slice(0, -1)) {
    return { redirect: `${folder}${query === undefined ? '' : `?${query}`}` };
  }
  if (!rawPath.startsWith(folder)) return null;
  const sitePath = rawPath.slice(folder.length - 1);
  // Only paths made of plain segments: `//host/` or `/\host/` must never become a redirect to
  // another site.
  if (/^(?:\/[\w.~%-]+)+\/+$/.test(sitePath)) {
    const location = `${folder.slice(0, -1)}${sitePath.replace(/(?<!\/)\/+$/, '')}`;
    return { redirect: `${location}${query === undefined ? '' : `?${query}`}` };
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(sitePath);
  } catch {
    return null;
  }
  const known =
    pathname === '/' ||
    extname(pathname) !== '' ||
    exists(`${pathname.replace(/\/$/, '')}.html`) ||
    exists(`${pathname.replace(/\/$/, '')}/index.html`);
  return !known && exists('/spa.html') ? { serve: `${folder}spa.html` } : null;
}
