import { describe, expect, it } from 'vitest';

import { renderPage } from '@/testing/render-page';

import { ArticleContent } from './article-content';

const HOSTILE =
  '<p>Bonjour</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' +
  '<a href="javascript:alert(1)">lien</a>';

describe('ArticleContent', () => {
  it('puts the article in the page sanitised: a script tag, handlers and javascript: links are dropped', () => {
    const { container } = renderPage(<ArticleContent html={HOSTILE} />);
    expect(container.textContent).toContain('Bonjour');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('window.hacked');
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
