import { contract } from '@formation/contract';

import { feature } from '../../core/handlers';
import { sendMail } from '../../mail/outbox';
import { insertContactRequest } from '../../repositories/site-content.repository';

export const contactFeature = feature(
  contract.contact,
  {
    send: async ({ body, call }) => {
      const store = call.store;
      const receivedAt = store.clock.nowIso();
      const id = insertContactRequest(store.db, {
        // Product rules 5 does not require the role: an empty text when the visitor gave none.
        role: body.role ?? '',
        name: body.name,
        email: body.email,
        subject: body.subject,
        message: body.message,
        category: body.category,
        phone: body.phone ?? null,
        company: body.company ?? null,
        createdAt: receivedAt,
      });
      // The acknowledgement quotes nothing the visitor wrote: the outbox is read by people and tools.
      sendMail(store, {
        to: body.email,
        kind: 'contact',
        subject: 'Nous avons bien reçu votre demande',
        text: `Votre demande n° ${id} a bien été reçue. Un conseiller vous répond sous 24 heures ouvrées.`,
      });
      return {
        status: 201,
        body: {
          id,
          receivedAt,
          message: 'Your request has been received. An advisor will answer within 24 hours.',
        },
      };
    },
  },
  { facts: { send: { changes: [] } } },
);
