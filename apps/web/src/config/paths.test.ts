import { describe, expect, it } from 'vitest';

import { paths, safeReturnPath } from './paths';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/session/12/enroll?x=1')).toBe('/session/12/enroll?x=1');
  });
  it.each([
    null,
    undefined,
    '',
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('sends %s home', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });
  it('encodes the return path into the login link', () => {
    expect(paths.loginReturningTo('/mes-cours?a=1&b=2')).toBe('/login?returnTo=%2Fmes-cours%3Fa%3D1%26b%3D2');
  });
});
