/**
 * bench/data-set-isolation: what a private data set (x-mock-session) costs. Seeds the default
 * scenario's image once, then makes 1, 10 and 50 copies at once and prints the time per copy and the
 * memory each copy holds (resident set growth divided by the copies). Not a test.
 *
 *   pnpm --filter @formation/bench data-set-isolation
 */
import {
  courses,
  createClock,
  nativeDriver,
  PrivateDataSets,
  seedDatabase,
} from '@formation/mock-api/measured';

const MOCK_NOW = '2026-11-22T00:00:00.000Z';
const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc;

function settle(): number {
  gc?.();
  return process.memoryUsage().rss;
}

function newDataSets(): PrivateDataSets {
  return new PrivateDataSets({
    driver: nativeDriver,
    seed: seedDatabase,
    secret: 'bench-secret-of-sixteen',
    baseClock: () => createClock(MOCK_NOW),
    idleMs: 60 * 60_000,
    maxDataSets: 1000,
    // No byte budget in the way: the bench measures what each copy costs.
    maxBytes: Number.MAX_SAFE_INTEGER,
  });
}

async function main(): Promise<void> {
  if (gc === undefined) console.log('(run with node --expose-gc for steadier memory figures)');
  const dataSets = newDataSets();
  const seedStart = performance.now();
  const first = await dataSets.acquire('warm-up');
  const seedMs = performance.now() - seedStart;
  const imageBytes = first.database.image().length;
  dataSets.drop('warm-up');
  console.log(
    `seeded image of the default scenario: ${(imageBytes / MB).toFixed(2)} MB, made once in ${seedMs.toFixed(0)} ms`,
  );
  console.log('concurrent | ms per copy (mean) | slowest copy ms | MB per copy (RSS growth / copies)');

  for (const count of [1, 10, 50]) {
    const before = settle();
    const started = performance.now();
    const times = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const t0 = performance.now();
        const store = await dataSets.acquire(`bench-${String(count)}-${String(i)}`);
        // A copy is only useful once it answers: one read proves the pages are there.
        store.database.ping();
        store.db.select().from(courses).limit(1).all();
        return performance.now() - t0;
      }),
    );
    const total = performance.now() - started;
    const grown = settle() - before;
    console.log(
      `${String(count).padStart(10)} | ${(total / count).toFixed(2).padStart(18)} | ${Math.max(...times)
        .toFixed(2)
        .padStart(15)} | ${(grown / count / MB).toFixed(2).padStart(8)}`,
    );
    for (let i = 0; i < count; i += 1) dataSets.drop(`bench-${String(count)}-${String(i)}`);
  }
  dataSets.closeAll();
}

await main();
