// Writes the OpenAPI document for integrators and code generators: `pnpm openapi` (dist/openapi.json),
// or to the folder given (the lint writes its own copy, so a build running beside it cannot remove it).
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { getOpenApiDocument } from './openapi.js';

const folder = resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
mkdirSync(folder, { recursive: true });
const target = resolve(folder, 'openapi.json');
writeFileSync(target, `${JSON.stringify(getOpenApiDocument(), null, 2)}\n`);
console.log(`OpenAPI document written to ${target}`);
