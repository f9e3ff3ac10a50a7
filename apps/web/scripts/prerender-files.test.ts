import { describe, expect, it } from 'vitest';

import {
  firstPaintAfter,
  hoistedHead,
  PAGE_CHUNKS_ID,
  pageFile,
  scriptsAfterFirstPaint,
  sitemapXml,
  START_SCRIPT,
} from './prerender-files';

describe('prerendered files', () => {
  it('moves the tags React puts first (title, meta, link) to the head, and keeps the rest', () => {
    const { head, body } = hoistedHead(
      '<title>Sessions</title><meta name="description" content="d"/><link rel="canonical" href="https://x/"/><div><title>not first</title></div>',
    );
    expect(head.split('\n').map((line) => line.trim())).toEqual([
      '<title>Sessions</title>',
      '<meta name="description" content="d"/>',
      '<link rel="canonical" href="https://x/"/>',
    ]);
    expect(body).toBe('<div><title>not first</title></div>');
  });

  it('holds the first paint until the element after the page’s markup is parsed', () => {
    const link = new DOMParser().parseFromString(firstPaintAfter('prerender-state'), 'text/html').head
      .firstElementChild;
    expect(link?.getAttribute('rel')).toBe('expect');
    expect(link?.getAttribute('href')).toBe('#prerender-state');
    expect(link?.getAttribute('blocking')).toBe('render');
  });

  it('starts the page’s code after its first paint, with the same preloads', () => {
    const shell =
      '<head>\n<script type="module" crossorigin src="/i.js"></script>\n<link rel="modulepreload" crossorigin href="/a.js">\n<link rel="stylesheet" href="/a.css">\n</head><body><div id="root"></div></body>';
    const page = scriptsAfterFirstPaint(shell);
    expect(page).not.toMatch(/src="\/i.js"|rel="modulepreload"/);
    expect(page).toContain('<link rel="stylesheet" href="/a.css">');
    expect(page).toContain(
      `<script id="${PAGE_CHUNKS_ID}" type="application/json">{"preloads":["/a.js"],"entry":"/i.js"}</script>\n    <script type="module">${START_SCRIPT}</script>\n  </body>`,
    );
    expect(() => scriptsAfterFirstPaint('<head></head>')).toThrow('no module script');
  });

  it('keeps the chunk list a data block that no address can close', () => {
    const page = scriptsAfterFirstPaint(
      '<head><script type="module" crossorigin src="/i.js?</script><script>x()"></script></head><body></body>',
    );
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    expect(page).toContain('"entry":"/i.js?\\u003c/script>\\u003cscript>x()"');
  });

  it('runs the chunks after the first paint, one task each, the entry last', async () => {
    const tasks: (() => unknown)[] = [];
    let task = 0;
    const preloaded: string[] = [];
    const ran: { href: string; task: number; preloaded: number }[] = [];
    const page = {
      requestAnimationFrame: (callback: () => void) => tasks.push(callback),
      setTimeout: (callback: () => void) => tasks.push(callback),
      document: {
        getElementById: (id: string) =>
          id === PAGE_CHUNKS_ID
            ? { textContent: JSON.stringify({ preloads: ['/a.js', '/b.js'], entry: '/i.js' }) }
            : null,
        createElement: () => ({}),
        head: { append: (link: { rel: string; href: string }) => preloaded.push(`${link.rel} ${link.href}`) },
      },
      load: (href: string) => {
        ran.push({ href, task, preloaded: preloaded.length });
        return Promise.resolve();
      },
    };
    // The script as the page runs it, with `import` answered by `load`.
    const script = START_SCRIPT.replaceAll('import(', 'load(');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is text
    const run = new Function(...Object.keys(page), script) as (...globals: unknown[]) => void;
    run(...Object.values(page));
    expect(ran).toEqual([]);
    for (let next = tasks.shift(); next !== undefined; next = tasks.shift()) {
      task += 1;
      next();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(preloaded).toEqual(['modulepreload /a.js', 'modulepreload /b.js']);
    expect(ran.map(({ href }) => href)).toEqual(['/a.js', '/b.js', '/i.js']);
    expect(ran.every((chunk) => chunk.preloaded === 2)).toBe(true);
    // Task 1 is the frame after the paint, task 2 the timer it sets; then one chunk per task.
    expect(ran.map((chunk) => chunk.task)).toEqual([2, 3, 4]);
  });

  it('writes a URL as the file a static server finds for it', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/sessions')).toBe('sessions.html');
    expect(pageFile('/ar')).toBe('ar.html');
    expect(pageFile('/ar/session/pmp')).toBe('ar/session/pmp.html');
  });

  it('lists every page in every language with its alternates and French as x-default', () => {
    const localised = (language: 'fr' | 'en' | 'ar', path: string) =>
      language === 'fr' ? path : `/${language}${path === '/' ? '' : path}`;
    const xml = sitemapXml('https://formation.tn', ['/', '/blog/a&b'], localised);
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml).toContain('<loc>https://formation.tn/ar</loc>');
    expect(xml).toContain('<loc>https://formation.tn/en/blog/a&amp;b</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://formation.tn/blog/a&amp;b"');
  });
});
