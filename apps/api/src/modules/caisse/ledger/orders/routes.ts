import { openOrderClosedSchema, openOrderInputSchema, openOrderParamsSchema, openOrderSchema, ticketUploadSchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../../db/database';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { DEVICE_ACCESS, ledgerUrl, ledgerTags as tags } from '../common';
import { closeOpenOrder, saveOpenOrder } from './service';

/** A terminal's open orders (docs/terminal-api.md): opened, updated, closed into their ticket. */
export const openOrderRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.put(ledgerUrl('orders/:ref'), {
    config: { access: DEVICE_ACCESS },
    schema: {
      tags,
      summary:
        'Terminal : ouvrir une commande (201) ou la mettre à jour (200), par la référence du terminal ; 409 si elle est déjà encaissée',
      params: openOrderParamsSchema,
      body: openOrderInputSchema,
      response: { 200: openOrderSchema, 201: openOrderSchema },
    },
    handler: async (req, reply) => {
      const registerId = req.device?.restaurantHardwareId ?? null;
      const { order, created } = await saveOpenOrder(db, restaurantScopeOf(req), registerId, req.params.ref, req.body);
      return reply.code(created ? 201 : 200).send(order);
    },
  });
  app.post(ledgerUrl('orders/:ref/close'), {
    config: { access: DEVICE_ACCESS },
    schema: {
      tags,
      summary:
        'Terminal : encaisser une commande ouverte — son ticket, comme POST …/caisse/tickets (200 ; renvoyé : même réponse ; 404 commande inconnue ; 422 ticket refusé)',
      params: openOrderParamsSchema,
      // the ticket is checked by the ledger, field by field, as POST …/caisse/tickets does
      body: ticketUploadSchema,
      response: { 200: openOrderClosedSchema },
    },
    handler: (req) => closeOpenOrder(db, restaurantScopeOf(req), req.device?.restaurantHardwareId ?? null, req.params.ref, req.body),
  });
};
