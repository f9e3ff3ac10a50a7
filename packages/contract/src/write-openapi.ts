// Writes dist/openapi.json for integrators and code generators: `pnpm openapi`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { getOpenApiDocument } from './openapi';

mkdirSync(new URL('../dist/', import.meta.url), { recursive: true });
const target = new URL('../dist/openapi.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(getOpenApiDocument(), null, 2)}\n`);
console.log(`OpenAPI document written to ${target.pathname}`);
