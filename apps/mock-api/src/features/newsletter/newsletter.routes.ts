import { contract } from '@formation/contract';

import { feature } from '../../core/handlers';
import { sendMail } from '../../mail/outbox';
import { findSubscription, subscribe } from '../../repositories/site-content.repository';

export const newsletterFeature = feature(
  contract.newsletter,
  {
    subscribe: async ({ body, call }) => {
      const store = call.store;
      const inserted = subscribe(store.db, {
        email: body.email,
        source: body.source ?? null,
        locale: body.locale ?? null,
        createdAt: store.clock.nowIso(),
      });
      if (!inserted) {
        // Subscribing twice is not an error: say so kindly.
        const existing = findSubscription(store.db, body.email);
        return {
          status: 200,
          body: { status: 'already-subscribed' as const, email: existing?.email ?? body.email },
        };
      }
      sendMail(store, {
        to: body.email,
        kind: 'newsletter',
        subject: 'Bienvenue dans notre newsletter',
        text: 'Merci pour votre inscription : vous recevrez nos prochaines sessions et nos articles.',
      });
      return { status: 201, body: { status: 'subscribed' as const, email: body.email } };
    },
  },
  { facts: { subscribe: { changes: [] } } },
);
