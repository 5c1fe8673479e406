import { cashMovementInputSchema, cashMovementListQuerySchema, cashMovementSchema, cursorPageEnvelope } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../../db/database';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { DEVICE_ACCESS, LEDGER_ACCESS, ledgerUrl, restaurantParams, ledgerTags as tags } from '../common';
import * as service from './service';

export const cashMovementRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(ledgerUrl('cash-movements'), {
    config: { access: DEVICE_ACCESS },
    schema: {
      tags,
      summary: 'Terminal : mouvement de caisse (apport, retrait, dépense, fond de caisse) ; 201, ou 200 si déjà reçu',
      params: restaurantParams,
      body: cashMovementInputSchema,
      response: { 200: cashMovementSchema, 201: cashMovementSchema },
    },
    handler: async (req, reply) => {
      const r = await service.recordCashMovement(db, restaurantScopeOf(req), req.device?.restaurantHardwareId ?? null, req.body);
      return reply.code(r.replayed ? 200 : 201).send(r.movement);
    },
  });
  app.get(ledgerUrl('cash-movements'), {
    config: { access: LEDGER_ACCESS },
    schema: {
      tags,
      summary: 'Mouvements de caisse',
      params: restaurantParams,
      querystring: cashMovementListQuerySchema,
      response: { 200: cursorPageEnvelope(cashMovementSchema) },
    },
    handler: (req) => service.listCashMovements(db, restaurantScopeOf(req), req.query),
  });
};
