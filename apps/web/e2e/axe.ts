import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect } from './fixtures';

/** axe on the page as it is now: no violation of serious or critical impact, each one named. */
export async function expectNoBlockingViolation(page: Page): Promise<void> {
  // axe runs inside the page itself (legacy mode): its default opens a blank page to merge the
  // results of each frame, which doubles the time of a check. The site's pages have no frame; one
  // that gains a frame must be checked the default way.
  expect(page.frames(), 'frames the check would leave out').toHaveLength(1);
  // Only the violations come back whole: axe's passes name every node it checked, and sending them
  // from the page took a third of a check's time.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
