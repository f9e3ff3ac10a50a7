import type { OutboxMessage } from '@formation/contract';

import type { Store } from '../core/call';
import { insertMail } from '../repositories/outbox.repository';

export type OutgoingMail = Omit<OutboxMessage, 'id' | 'sentAt' | 'code' | 'link'> & {
  code?: string | null;
  link?: string | null;
};

/**
 * Mail is never sent: it lands in the outbox, where QA and tests read codes and links (GET /__mock/outbox).
 */
export function sendMail(store: Store, mail: OutgoingMail): void {
  insertMail(store.db, {
    to: mail.to,
    kind: mail.kind,
    subject: mail.subject,
    text: mail.text,
    code: mail.code ?? null,
    link: mail.link ?? null,
    sentAt: store.clock.nowIso(),
  });
}
