/**
 * bench/argon2id: what a password hash costs with the mock's argon2id (19 MiB, 2 passes), in native
 * code (the server) and in WebAssembly (the in-page mock). Not a test.
 *
 *   pnpm --filter @formation/bench argon2id
 */
import { nativeArgon2id as native, wasmArgon2id as wasm } from '@formation/mock-api/measured';

const RUNS = 10;

for (const [name, implementation] of [
  ['native (@node-rs/argon2)', native],
  ['WebAssembly (hash-wasm)', wasm],
] as const) {
  await implementation.hash('warm-up');
  const started = performance.now();
  for (let i = 0; i < RUNS; i += 1) await implementation.hash('Apprenant2026!');
  console.log(`${name}: ${((performance.now() - started) / RUNS).toFixed(0)} ms per hash (${RUNS} runs)`);
}
