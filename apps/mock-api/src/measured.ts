/**
 * `@formation/mock-api/measured`: the mock's insides that its benches time and weigh without a server
 * (a password hash on each runtime, a private data set's copy). Nothing else imports them from outside.
 */
export { argon2id as nativeArgon2id } from './auth/argon2id';
export { argon2id as wasmArgon2id } from './auth/argon2id.wasm';
export { createClock } from './clock';
export { nativeDriver } from './db/client';
export { courses } from './db/schema';
export { seedDatabase } from './db/seed-database';
export { PrivateDataSets } from './features/mock-admin/private-data-sets';
