// Vitest runs without globals, so Testing Library cannot unmount by itself between tests.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
