import { describe, expect, it } from 'vitest';

import { BROWSER_CLIENT_BUNDLE, BROWSER_CLIENT_GLOBAL as GENERATED_GLOBAL } from './browser-client.generated';
import { BROWSER_CLIENT_GLOBAL, buildBrowserClient } from './browser-client/build-browser-client';

describe("the identity stand-in's page script", () => {
  it('is the build of browser-client/ (run `pnpm --filter @formation/mock-api identity:generate` after a change)', async () => {
    expect(BROWSER_CLIENT_BUNDLE).toBe(await buildBrowserClient());
    expect(GENERATED_GLOBAL).toBe(BROWSER_CLIENT_GLOBAL);
  });
});
