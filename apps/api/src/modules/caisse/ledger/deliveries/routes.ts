import {
  deliveryAnalysisQuerySchema,
  deliveryAnalysisSchema,
  deliveryStatusChangeInputSchema,
  deliveryStatusStateSchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../../db/database';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { DEVICE_ACCESS, idParams, LEDGER_ACCESS, ledgerUrl, restaurantParams, ledgerTags as tags } from '../common';
import { deliveriesOf } from './repository';
import { changeDeliveryStatus } from './service';

/** A delivery ticket's status after the ticket (docs/caisse-ledger.md "Delivery status"), and the analyses' deliveries. */
export const deliveryRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(ledgerUrl('tickets/:id/delivery-status'), {
    config: { access: DEVICE_ACCESS },
    schema: {
      tags,
      summary:
        "Terminal : changer le statut de livraison d'un ticket de livraison (201 ; 200 si le ticket a déjà eu ce statut ; 409 si le statut ne peut pas suivre l'actuel ; 422 pour un ticket qui n'est pas une livraison)",
      params: idParams,
      body: deliveryStatusChangeInputSchema,
      response: { 200: deliveryStatusStateSchema, 201: deliveryStatusStateSchema },
    },
    handler: async (req, reply) => {
      const registerId = req.device?.restaurantHardwareId ?? null;
      const r = await changeDeliveryStatus(db, restaurantScopeOf(req), registerId, req.params.id, req.body);
      return reply.code(r.changed ? 201 : 200).send(r.state);
    },
  });
  app.get(ledgerUrl('analytics/deliveries'), {
    config: { access: LEDGER_ACCESS },
    schema: {
      tags: ['caisse — analyses'],
      summary: "Livraisons d'une période : par statut actuel, et le délai moyen de la commande à la livraison",
      params: restaurantParams,
      querystring: deliveryAnalysisQuerySchema,
      response: { 200: deliveryAnalysisSchema },
    },
    handler: async (req) => ({ ...req.query, ...(await deliveriesOf(db, restaurantScopeOf(req), req.query)) }),
  });
};
