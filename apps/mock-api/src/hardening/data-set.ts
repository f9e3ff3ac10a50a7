import { eq } from 'drizzle-orm';

import { DATA_SET_HEADER } from '@formation/contract';

import { signToken } from '../auth/tokens';
import type { Store } from '../core/call';
import { users } from '../db/schema';
import type { InjectOptions } from '../fastify/fastify-app';
import { DEMO, type SignedIn, type TestApp, type TestResponse } from '../testing/test-app';

/** Who calls: the owner of the data, another learner, or nobody signed in. */
export type Caller = 'owner' | 'other' | 'anonymous';

/** The order the matrix calls in: the strangers first, so the owner's own write comes last. */
export const CALLERS: readonly Caller[] = ['anonymous', 'other', 'owner'];

/**
 * A private copy of the seed (x-mock-session) with the owner (Amira) and another learner (Karim)
 * signed in. Each test gets its own, so no test sees another's writes.
 */
export interface DataSet {
  id: string;
  owner: SignedIn;
  other: SignedIn;
  /** The data set's own store (for the few reads no route offers). */
  store(): Promise<Store>;
  as(who: Caller, options: InjectOptions): Promise<TestResponse>;
}

function withDataSet(id: string, signedIn: SignedIn | null, options: InjectOptions): InjectOptions {
  return {
    ...options,
    headers: {
      ...options.headers,
      [DATA_SET_HEADER]: id,
      ...(signedIn === null ? {} : { authorization: `Bearer ${signedIn.token}` }),
    },
  };
}

/**
 * The token POST /auth/login would answer (same claims, secret and lifetime), minted without the
 * argon2 check: the matrix opens two dozen data sets, and the login route has its own tests.
 */
function signedInAs(app: TestApp, store: Store, email: string): SignedIn {
  const user = store.db.select().from(users).where(eq(users.email, email)).get();
  if (user === undefined) throw new Error(`no seed user ${email}`);
  const { AUTH_SECRET, TOKEN_TTL_SECONDS } = app.ctx.config;
  const subject = { userId: user.id, generation: store.generation, tokenVersion: user.tokenVersion };
  return { token: signToken(subject, store.clock.now(), TOKEN_TTL_SECONDS, AUTH_SECRET), userId: user.id };
}

export async function openDataSet(app: TestApp, id: string): Promise<DataSet> {
  const dataSets = app.ctx.dataSets;
  if (dataSets === undefined) throw new Error('private data sets need MOCK_ADMIN=true');
  const store = await dataSets.acquire(id);
  const owner = signedInAs(app, store, DEMO.learner.email);
  const other = signedInAs(app, store, DEMO.learner2.email);
  const tokenOf = (who: Caller): SignedIn | null =>
    who === 'owner' ? owner : who === 'other' ? other : null;
  return {
    id,
    owner,
    other,
    store: () => dataSets.acquire(id),
    as: (who, options) => app.inject(withDataSet(id, tokenOf(who), options)),
  };
}
