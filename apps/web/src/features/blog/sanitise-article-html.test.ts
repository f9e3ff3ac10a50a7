import { JSDOM } from 'jsdom';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { sanitiseArticleHtml, sanitiseWithWindow } from './sanitise-article-html';

declare global {
  interface Window {
    pwned?: boolean;
  }
}

function mount(html: string): HTMLDivElement {
  const host = document.createElement('div');
  host.innerHTML = sanitiseArticleHtml(html);
  document.body.append(host);
  return host;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window.pwned;
});

describe('sanitiseArticleHtml', () => {
  it('keeps the article markup', () => {
    const html =
      '<h2>Avant la formation</h2><p>Un <strong>conseil</strong> et <em>un autre</em>.</p><ul><li>Un</li></ul><blockquote>Citation</blockquote><a href="/sessions">prochaines sessions</a>';
    expect(sanitiseArticleHtml(html)).toBe(html);
  });

  it('removes script tags and their code', () => {
    const out = sanitiseArticleHtml(
      '<p>Texte</p><script>window.pwned = true</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>',
    );
    expect(out).toBe('<p>Texte</p>');
    mount('<script>window.pwned = true</script>');
    expect(window.pwned).toBeUndefined();
  });

  it('removes event-handler attributes', () => {
    const out = sanitiseArticleHtml(
      '<img src="/uploads/a.png" onerror="window.pwned = true" alt="Schéma"><p onclick="window.pwned = true" onmouseover="x()">Texte</p><svg onload="window.pwned = true"></svg>',
    );
    expect(out).not.toMatch(/on(error|click|mouseover|load)/i);
    expect(out).toContain('<p>Texte</p>');
    const host = mount('<p onclick="window.pwned = true">Cliquez</p>');
    host.querySelector('p')?.click();
    expect(window.pwned).toBeUndefined();
  });

  it('refuses javascript: and data: URLs, whatever their case or spacing', () => {
    const out = sanitiseArticleHtml(
      '<a href="javascript:window.pwned=true">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="&#106;avascript:alert(1)">c</a><a href="data:text/html,<script>alert(1)</script>">d</a><img src="javascript:alert(1)">',
    );
    expect(out).not.toMatch(/javascript|data:/i);
    const host = mount('<a href="javascript:window.pwned=true">lien</a>');
    expect(host.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('drops styles, frames, forms and unknown attributes', () => {
    const out = sanitiseArticleHtml(
      '<style>body{display:none}</style><iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="x"></form><p style="position:fixed" data-x="1" class="c">Texte</p>',
    );
    expect(out).toBe('<p>Texte</p>');
  });

  it('opens other sites in a new tab without giving them this page', () => {
    const out = sanitiseArticleHtml(
      '<a href="https://www.pmi.org" target="_self">PMI</a><a href="/sessions">Sessions</a>',
    );
    expect(out).toBe(
      '<a href="https://www.pmi.org" target="_blank" rel="noopener noreferrer">PMI</a><a href="/sessions">Sessions</a>',
    );
  });
});

describe('sanitiseArticleHtml at build time (the prerender gives DOMPurify a window of its own)', () => {
  afterAll(() => {
    sanitiseWithWindow(window);
  });

  it('drops script tags, event handlers and javascript: links with the build’s window too', () => {
    sanitiseWithWindow(new JSDOM('').window);
    const out = sanitiseArticleHtml(
      '<p onclick="window.pwned = true">Texte</p><script>window.pwned = true</script><a href="javascript:alert(1)">a</a><a href="https://www.pmi.org">PMI</a>',
    );
    expect(out).toBe(
      '<p>Texte</p><a>a</a><a href="https://www.pmi.org" target="_blank" rel="noopener noreferrer">PMI</a>',
    );
  });
});
