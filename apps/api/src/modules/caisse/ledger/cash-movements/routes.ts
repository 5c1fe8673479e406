import { caisseLedgerEndpoints as ledger } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../db/database';
import { route } from '../../../../lib/endpoints';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { DEVICE_ACCESS, LEDGER_ACCESS } from '../common';
import * as service from './service';

export const cashMovementRoutes = (app: FastifyInstance, db: Db) => {
  route(app, ledger.recordCashMovement, {
    access: DEVICE_ACCESS,
    handler: async (req, reply) => {
      const r = await service.recordCashMovement(db, restaurantScopeOf(req), req.device?.restaurantHardwareId ?? null, req.body);
      reply.code(r.replayed ? 200 : 201);
      return r.movement;
    },
  });
  route(app, ledger.cashMovements, {
    access: LEDGER_ACCESS,
    handler: (req) => service.listCashMovements(db, restaurantScopeOf(req), req.query),
  });
};
