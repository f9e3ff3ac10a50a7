import { describe, expect, it } from 'vitest';
import { hoistedHead, pageFile, scriptsAfterFirstPaint, sitemapXml } from './prerender-files';

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

  it('starts the page’s code after its first paint, with the same preloads', () => {
    const shell =
      '<head>\n<script type="module" crossorigin src="/i.js"></script>\n<link rel="modulepreload" crossorigin href="/a.js">\n<link rel="stylesheet" href="/a.css">\n</head><body><div id="root"></div></body>';
    const page = scriptsAfterFirstPaint(shell);
    expect(page).not.toMatch(/src="\/i.js"|rel="modulepreload"/);
    expect(page).toContain('<link rel="stylesheet" href="/a.css">');
    expect(page).toMatch(
      /<script type="module">requestAnimationFrame\(.*\["\/a.js"\].*import\("\/i.js"\).*<\/script>\s*<\/body>/,
    );
    expect(() => scriptsAfterFirstPaint('<head></head>')).toThrow('no module script');
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
