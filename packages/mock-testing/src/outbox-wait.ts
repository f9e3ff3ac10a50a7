import type { ClientInferRequest } from '@ts-rest/core';

import type { contract, OutboxMessage } from '@formation/contract';

/** Which mails of the outbox a read asks for (by address, by kind). */
export type OutboxQuery = NonNullable<ClientInferRequest<typeof contract.mock.outbox>['query']>;

export interface MailWait {
  kind?: OutboxMessage['kind'];
  /** A mail already seen (or its id): wait for a newer one, e.g. the code of a second sending. */
  after?: OutboxMessage | number;
  /** How long to wait, in milliseconds (10 s unless told). */
  timeout?: number;
}

const POLL_EVERY_MS = 100;

/**
 * The newest mail to `to` (of `kind`, newer than `after`), asked for again until it is there: the
 * mock sends its mail inside the request that causes it, but the page's request may still be on
 * its way when the scenario starts to wait.
 */
export async function waitForMail(
  outbox: (query: OutboxQuery) => Promise<OutboxMessage[]>,
  to: string,
  { kind, after, timeout = 10_000 }: MailWait = {},
): Promise<OutboxMessage> {
  const afterId = typeof after === 'number' ? after : (after?.id ?? 0);
  const deadline = Date.now() + timeout;
  for (;;) {
    const newest = (await outbox({ to, ...(kind === undefined ? {} : { kind }) })).find(
      (mail) => mail.id > afterId,
    );
    if (newest !== undefined) return newest;
    if (Date.now() >= deadline) {
      const what = kind === undefined ? 'mail' : `${kind} mail`;
      throw new Error(
        `No ${what} to ${to}${afterId > 0 ? ` newer than #${String(afterId)}` : ''} within ${String(timeout)} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
  }
}
