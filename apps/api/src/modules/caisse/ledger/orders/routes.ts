import { caisseLedgerEndpoints as ledger } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../db/database';
import { route } from '../../../../lib/endpoints';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { DEVICE_ACCESS } from '../common';
import { closeOpenOrder, saveOpenOrder } from './service';

/** A terminal's open orders (docs/terminal-api.md): opened, updated, closed into their ticket. */
export const openOrderRoutes = (app: FastifyInstance, db: Db) => {
  route(app, ledger.saveOpenOrder, {
    access: DEVICE_ACCESS,
    handler: async (req, reply) => {
      const registerId = req.device?.restaurantHardwareId ?? null;
      const { order, created } = await saveOpenOrder(db, restaurantScopeOf(req), registerId, req.params.ref, req.body);
      reply.code(created ? 201 : 200);
      return order;
    },
  });
  route(app, ledger.closeOpenOrder, {
    access: DEVICE_ACCESS,
    handler: (req) => closeOpenOrder(db, restaurantScopeOf(req), req.device?.restaurantHardwareId ?? null, req.params.ref, req.body),
  });
};
