/** Chooses the answer profile of one request (a test of the site on the product rules' shapes). */
export const PROFILE_HEADER = 'x-mock-profile';

/** Selects a private data set, and the ids it accepts. */
export const DATA_SET_HEADER = 'x-mock-session';
export const DATA_SET_ID_PATTERN = /^[\w.:-]{1,80}$/;

/** Marks an injected answer, so QA (and the coverage report) can tell it from a real one. */
export const FAULT_HEADER = 'x-mock-fault';

/** Names the replica that answered, when several run behind a load balancer (MOCK_REPLICA_ID). */
export const REPLICA_HEADER = 'x-mock-replica';
