// `pnpm --filter mock-api seed`: rebuilds the database file from the seed (scenario from argv, default
// "default").
import { ScenarioSchema } from '@formation/contract';

import { parseSettings } from '../config';
import { openDatabase } from './client';
import { seedDatabase } from './seed-database';

const config = parseSettings();
const scenario = ScenarioSchema.parse(process.argv[2] ?? 'default');
const database = openDatabase(config.DATABASE_FILE);
await seedDatabase(database.db, scenario, config.now);
database.close();
process.stdout.write(
  `Seeded ${config.DATABASE_FILE} with the "${scenario}" scenario (clock ${config.now}).\n`,
);
