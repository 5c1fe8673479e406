import { caisseLedgerEndpoints as ledger } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../db/database';
import { route } from '../../../../lib/endpoints';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { DEVICE_ACCESS, LEDGER_ACCESS } from '../common';
import { deliveriesOf } from './repository';
import { changeDeliveryStatus } from './service';

/** A delivery ticket's status after the ticket (docs/caisse-ledger.md "Delivery status"), and the analyses' deliveries. */
export const deliveryRoutes = (app: FastifyInstance, db: Db) => {
  route(app, ledger.deliveryStatus, {
    access: DEVICE_ACCESS,
    handler: async (req, reply) => {
      const registerId = req.device?.restaurantHardwareId ?? null;
      const r = await changeDeliveryStatus(db, restaurantScopeOf(req), registerId, req.params.id, req.body);
      reply.code(r.changed ? 201 : 200);
      return r.state;
    },
  });
  route(app, ledger.deliveries, {
    access: LEDGER_ACCESS,
    handler: async (req) => ({ ...req.query, ...(await deliveriesOf(db, restaurantScopeOf(req), req.query)) }),
  });
};
