import { caisseLedgerEndpoints as ledger } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../db/database';
import { route } from '../../../../lib/endpoints';
import { unprocessable } from '../../../../lib/http-errors';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { DEVICE_ACCESS, LEDGER_ACCESS } from '../common';
import { ingestTickets } from './ingest';
import * as service from './service';

/** 500 tickets of a few lines each stay well under this; Fastify's default (1 MiB) would not. */
const UPLOAD_BODY_LIMIT = 16 * 1024 * 1024;

export const ticketRoutes = (app: FastifyInstance, db: Db) => {
  route(app, ledger.uploadTickets, {
    access: DEVICE_ACCESS,
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: async (req, reply) => {
      const scope = restaurantScopeOf(req);
      const register = req.device?.restaurantHardwareId ?? null;
      const body = req.body as { tickets?: unknown[] };
      if (Array.isArray(body.tickets)) return ingestTickets(db, scope.restaurantId, register, body.tickets);
      const [result] = (await ingestTickets(db, scope.restaurantId, register, [body])).results;
      if (result.status === 'refused') throw unprocessable(result.error?.message ?? 'Ticket refusé', result.error?.fields);
      reply.code(result.status === 'stored' ? 201 : 200);
      return result;
    },
  });
  route(app, ledger.tickets, {
    access: LEDGER_ACCESS,
    handler: (req) => service.listTickets(db, restaurantScopeOf(req), req.query),
  });
  route(app, ledger.ticket, {
    access: LEDGER_ACCESS,
    handler: (req) => service.getTicket(db, restaurantScopeOf(req), req.params.id),
  });
  route(app, ledger.cancelTicket, {
    access: LEDGER_ACCESS,
    handler: (req) => service.cancelTicket(db, restaurantScopeOf(req), req.params.id, req.body.reason, req.auth!.user),
  });
};
