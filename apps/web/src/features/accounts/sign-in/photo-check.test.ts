import { describe, expect, it } from 'vitest';

import { photoProblem } from './photo-check';

describe('profile photo checked before upload', () => {
  it('accepts JPEG, PNG and WebP up to 2 MB', () => {
    expect(photoProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(photoProblem({ type: 'image/webp', size: 10 })).toBeNull();
  });
  it('refuses other types and larger files', () => {
    expect(photoProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(photoProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('size');
  });
});
