import { describe, expect, it } from 'vitest';

import { previewPage } from './preview-pages';

/** A build holding these files (paths in the build). */
const build =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

const prerendered = build('/index.html', '/sessions.html', '/ar.html', '/ar/sessions.html', '/spa.html');

describe('vite preview’s pages', () => {
  it('lets Vite serve a prerendered page, the home page and files as they are', () => {
    for (const url of ['/', '/sessions', '/ar', '/ar/sessions?x=1', '/assets/a.js'])
      expect(previewPage(url, '/', prerendered), url).toBeNull();
  });

  it('serves the empty page for any other page, never the prerendered home page', () => {
    expect(previewPage('/mes-cours', '/', prerendered)).toEqual({ serve: '/spa.html' });
    expect(previewPage('/no/such/page', '/', prerendered)).toEqual({ serve: '/spa.html' });
    // A build that was not prerendered has no spa.html: its index.html is the empty page.
    expect(previewPage('/mes-cours', '/', build('/index.html'))).toBeNull();
  });

  it('moves an address with a trailing slash to the page’s own, never to another host', () => {
    expect(previewPage('/ar/sessions/?x=1', '/', prerendered)).toEqual({ redirect: '/ar/sessions?x=1' });
    expect(previewPage('//evil.example/', '/', prerendered)).toBeNull();
    expect(previewPage('/\\evil.example/', '/', prerendered)).toBeNull();
  });

  it('does the same under a sub-folder, whose home is the folder itself', () => {
    const base = '/formation-demo/';
    expect(previewPage('/formation-demo/', base, prerendered)).toBeNull();
    expect(previewPage('/formation-demo', base, prerendered)).toEqual({ redirect: '/formation-demo/' });
    expect(previewPage('/formation-demo/ar/sessions', base, prerendered)).toBeNull();
    expect(previewPage('/formation-demo/ar/sessions/', base, prerendered)).toEqual({
      redirect: '/formation-demo/ar/sessions',
    });
    expect(previewPage('/formation-demo/no/such/page', base, prerendered)).toEqual({
      serve: '/formation-demo/spa.html',
    });
    // Outside the folder: Vite's own answer (it names the folder).
    expect(previewPage('/sessions', base, prerendered)).toBeNull();
  });
});
