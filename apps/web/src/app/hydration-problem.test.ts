import { describe, expect, it } from 'vitest';

import { hydrationProblemText } from './hydration-problem';

describe('hydrationProblemText', () => {
  it('names the page, the error and the components that rendered it', () => {
    const text = hydrationProblemText(
      new Error('Minified React error #418'),
      { componentStack: '\n    at p (https://site/assets/sessions-page-1.js:1:2345)\n    at main' },
      '/sessions',
    );
    expect(text).toBe(
      'React took /sessions over with an error it recovered from: Minified React error #418\n' +
        'at p (https://site/assets/sessions-page-1.js:1:2345)\n    at main',
    );
  });

  it('says the error alone when React gives no component stack', () => {
    expect(hydrationProblemText('lost', {}, '/')).toBe(
      'React took / over with an error it recovered from: lost',
    );
  });
});
