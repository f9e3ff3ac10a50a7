/**
 * The mock's own headers, declared once for the mock, the QA kit, contract:check and the benches
 * (the real API knows none of them).
 */

/** Chooses the answer profile of one request (`spec`: only the shapes the product rules document). */
export const PROFILE_HEADER = 'x-mock-profile';

/** Selects a private data set. */
export const DATA_SET_HEADER = 'x-mock-session';

/** The longest data set id the mock accepts. */
export const DATA_SET_ID_MAX = 80;

/** The ids a private data set may have: 1 to 80 letters, digits, dots, colons, dashes or underscores. */
export const DATA_SET_ID_PATTERN = new RegExp(`^[\\w.:-]{1,${String(DATA_SET_ID_MAX)}}$`);

/** The mock's admin key (MOCK_ADMIN_TOKEN), also accepted as a bearer. */
export const ADMIN_KEY_HEADER = 'x-mock-admin-token';

/** Marks an injected answer, so QA (and the coverage report) can tell it from a real one. */
export const FAULT_HEADER = 'x-mock-fault';

/** Names the replica that answered, when several run behind a load balancer (MOCK_REPLICA_ID). */
export const REPLICA_HEADER = 'x-mock-replica';
