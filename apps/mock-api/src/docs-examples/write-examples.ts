// Writes the OpenAPI document's examples, recorded on the seeded mock, into the contract package:
// `pnpm --filter @formation/mock-api openapi:examples` after a change to the seed or the calls.
import { writeFileSync } from 'node:fs';

import { recordSeedExamples } from './record-examples';

const EXAMPLES_FILE = new URL('../../../../packages/contract/src/openapi-examples.json', import.meta.url);

writeFileSync(EXAMPLES_FILE, `${JSON.stringify(await recordSeedExamples(), null, 2)}\n`);
console.log(`OpenAPI examples written to ${EXAMPLES_FILE.pathname}`);
