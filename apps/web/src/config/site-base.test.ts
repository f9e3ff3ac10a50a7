import { describe, expect, it } from 'vitest';

import { browserPathOf, SITE_BASE, sitePathOf } from './site-base';

describe('the folder the site is served from', () => {
  it('is nothing at a host’s root: paths pass unchanged', () => {
    expect(SITE_BASE).toBe('');
    expect(sitePathOf('/ar/sessions')).toBe('/ar/sessions');
    expect(browserPathOf('/ar/sessions')).toBe('/ar/sessions');
  });

  it('is stripped from a browser path in a sub-folder and added back', () => {
    expect(sitePathOf('/demo/ar/sessions', '/demo')).toBe('/ar/sessions');
    expect(sitePathOf('/demo', '/demo')).toBe('/');
    expect(sitePathOf('/demo/', '/demo')).toBe('/');
    expect(browserPathOf('/ar/sessions', '/demo')).toBe('/demo/ar/sessions');
    expect(browserPathOf('/', '/demo')).toBe('/demo/');
  });

  it('leaves a path outside the folder alone (a sibling whose name starts the same)', () => {
    expect(sitePathOf('/demos/sessions', '/demo')).toBe('/demos/sessions');
  });
});
