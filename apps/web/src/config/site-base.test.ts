import { describe, expect, it } from 'vitest';

import { browserPathOf, SITE_BASE, siteAddress, sitePathOf } from './site-base';

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

  it('reads an address against the site’s: in full, or as a path when the site’s address is one', () => {
    const picture = '/demo/api/uploads/courses/scrum.png';
    expect(siteAddress(picture, 'https://formation.example')).toBe(`https://formation.example${picture}`);
    expect(siteAddress(picture, 'https://formation.example/demo')).toBe(
      `https://formation.example${picture}`,
    );
    // The demo's prerender: its address is its folder, or nothing at a host's root.
    expect(siteAddress(picture, '/demo')).toBe(picture);
    expect(siteAddress('/placeholder.svg?v=1', '')).toBe('/placeholder.svg?v=1');
    // A picture on another host keeps its own address.
    expect(siteAddress('https://cdn.example/a.png', '/demo')).toBe('https://cdn.example/a.png');
  });
});
