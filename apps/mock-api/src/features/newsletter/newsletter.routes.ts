import { eq } from 'drizzle-orm';

import { contract } from '@formation/contract';

import { feature } from '../../core/handlers';
import { newsletterSubscriptions } from '../../db/schema';
import { sendMail } from '../../mail/outbox';

export const newsletterFeature = feature(contract.newsletter, {
  subscribe: async ({ body, call }) => {
    const store = call.store;
    const inserted = store.db
      .insert(newsletterSubscriptions)
      .values({
        email: body.email,
        source: body.source ?? null,
        locale: body.locale ?? null,
        createdAt: store.clock.nowIso(),
      })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id })
      .all();
    if (inserted.length === 0) {
      // Subscribing twice is not an error: say so kindly.
      const existing = store.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, body.email))
        .get();
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
});
