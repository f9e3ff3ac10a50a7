/** What the prerender writes besides rendering: pure functions, tested beside this file. */

const LANGUAGES = ['fr', 'en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];

/** React 19 puts a page's <title>, <meta> and <link> first in its HTML: they go to <head>. */
export function hoistedHead(html: string): { head: string; body: string } {
  const hoistable = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;
  let rest = html;
  const head: string[] = [];
  for (let match = hoistable.exec(rest); match !== null; match = hoistable.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: head.map((tag) => `    ${tag}`).join('\n'), body: rest };
}

/**
 * A prerendered page's code starts after its first paint. The HTML is the page: the visitor reads it
 * at once, and on a slow line the code that makes it interactive should not take the bandwidth and
 * the main thread the first paint needs. The shell's module script and its modulepreload links (which
 * browsers fetch at high priority as soon as they parse them) become one inline script that adds the
 * same preloads on the frame after the first paint, then runs the chunks one task each, the entry
 * last. Run as one module graph, their start-up is one task long enough to block a tap (what Total
 * Blocking Time counts); a chunk run early is not run again when the entry imports it. The empty page
 * (spa.html) keeps the tags as they are: nothing shows there before the code runs.
 *
 * The chunks' addresses are data beside the script, so the script is the same text in every build:
 * the Content-Security-Policy allows it by its hash (scripts/security-headers.ts), known before any
 * build.
 */
export function scriptsAfterFirstPaint(shell: string): string {
  const entry = /(?<!\s)\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell);
  if (entry === null) throw new Error('the page has no module script to defer');
  const preloads: string[] = [];
  const rest = shell
    .replace(entry[0], '')
    .replace(/(?<!\s)\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  const chunks: PageChunks = { preloads, entry: entry[1] ?? '' };
  // `<` escaped: a data block ends at the first `</script`, whatever the JSON around it.
  const data = JSON.stringify(chunks).replace(/</g, '\\u003c');
  return rest.replace(
    '</body>',
    `  <script id="${PAGE_CHUNKS_ID}" type="application/json">${data}</script>\n    <script type="module">${START_SCRIPT}</script>\n  </body>`,
  );
}

/**
 * A head link that holds the page's first paint until the element `id` is parsed (Chromium's
 * `<link rel="expect" blocking="render">`; other browsers ignore it). A page's HTML is parsed in
 * pieces, and a paint between two of them showed the header half built, which the rest then moved
 * (a layout shift at the first paint, more likely on a slow CPU). Pointed at the element after the
 * page's markup, the first paint shows the whole page.
 */
export function firstPaintAfter(id: string): string {
  return `<link rel="expect" href="#${id}" blocking="render" />`;
}

/** What a prerendered page's start script loads: the chunks to preload, then its entry. */
export interface PageChunks {
  preloads: string[];
  entry: string;
}

export const PAGE_CHUNKS_ID = 'page-chunks';

/** The inline script of scriptsAfterFirstPaint (exported for its test, which runs it). */
export const START_SCRIPT = `requestAnimationFrame(()=>setTimeout(async()=>{const{preloads,entry}=JSON.parse(document.getElementById(${JSON.stringify(PAGE_CHUNKS_ID)}).textContent);for(const href of preloads){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}for(const href of [...preloads,entry]){await import(href);await new Promise((next)=>setTimeout(next))}}))`;

/** The file of a URL: `/` is index.html, `/ar` is ar.html, `/ar/sessions` is ar/sessions.html. */
export function pageFile(url: string): string {
  return url === '/' ? 'index.html' : `${url.slice(1)}.html`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Every page in every language, each with its alternates (hreflang, French as x-default). */
export function sitemapXml(
  siteUrl: string,
  paths: readonly string[],
  localised: (language: Language, path: string) => string,
): string {
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...LANGUAGES.map(
        (language) =>
          `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(siteUrl + localised(language, path))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + localised('fr', path))}"/>`,
    ].join('\n');
    return LANGUAGES.map(
      (language) =>
        `  <url>\n    <loc>${escapeXml(siteUrl + localised(language, path))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
