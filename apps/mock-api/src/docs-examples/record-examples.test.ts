import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { recordSeedExamples } from './record-examples';

const EXAMPLES_FILE = new URL('../../../../packages/contract/src/openapi-examples.json', import.meta.url);

describe("the OpenAPI document's examples", () => {
  it('are what the seeded mock answers today (else: pnpm --filter @formation/mock-api openapi:examples)', async () => {
    const committed: unknown = JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8'));
    expect(await recordSeedExamples()).toEqual(committed);
  });

  it('show successful answers, and the one error body for an unknown course', async () => {
    const examples = await recordSeedExamples();
    for (const [route, { responses }] of Object.entries(examples)) {
      const statuses = Object.keys(responses).map(Number);
      expect(
        statuses.some((status) => status < 300),
        route,
      ).toBe(true);
    }
    expect(examples['GET /courses/slug/:slug']?.responses['404']).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
    });
  });
});
