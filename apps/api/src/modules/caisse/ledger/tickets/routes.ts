import {
  cursorPageEnvelope,
  ticketBatchResultSchema,
  ticketCancelInputSchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketResultSchema,
  ticketSummarySchema,
  ticketUploadSchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../../db/database';
import { unprocessable } from '../../../../lib/http-errors';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { DEVICE_ACCESS, idParams, LEDGER_ACCESS, ledgerUrl, restaurantParams, ledgerTags as tags } from '../common';
import { ingestTickets } from './ingest';
import * as service from './service';

/** 500 tickets of a few lines each stay well under this; Fastify's default (1 MiB) would not. */
const UPLOAD_BODY_LIMIT = 16 * 1024 * 1024;

export const ticketRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(ledgerUrl('tickets'), {
    config: { access: DEVICE_ACCESS },
    bodyLimit: UPLOAD_BODY_LIMIT,
    schema: {
      tags,
      summary:
        'Terminal : envoyer un ticket (201, 200 si déjà reçu, 422 refusé) ou un lot {tickets: […]} de 500 au plus (200, résultat par ticket)',
      params: restaurantParams,
      body: ticketUploadSchema,
      response: { 200: ticketBatchResultSchema.or(ticketResultSchema), 201: ticketResultSchema },
    },
    handler: async (req, reply) => {
      const scope = restaurantScopeOf(req);
      const register = req.device?.restaurantHardwareId ?? null;
      const body = req.body as { tickets?: unknown[] };
      if (Array.isArray(body.tickets)) return ingestTickets(db, scope.restaurantId, register, body.tickets);
      const [result] = (await ingestTickets(db, scope.restaurantId, register, [body])).results;
      if (result.status === 'refused') throw unprocessable(result.error?.message ?? 'Ticket refusé', result.error?.fields);
      return reply.code(result.status === 'stored' ? 201 : 200).send(result);
    },
  });
  app.get(ledgerUrl('tickets'), {
    config: { access: LEDGER_ACCESS },
    schema: {
      tags,
      summary: 'Tickets (curseur, filtres)',
      params: restaurantParams,
      querystring: ticketListQuerySchema,
      response: { 200: cursorPageEnvelope(ticketSummarySchema) },
    },
    handler: (req) => service.listTickets(db, restaurantScopeOf(req), req.query),
  });
  app.get(ledgerUrl('tickets/:id'), {
    config: { access: LEDGER_ACCESS },
    schema: {
      tags,
      summary: 'Un ticket : lignes, choix, paiements, TVA, position dans la chaîne',
      params: idParams,
      response: { 200: ticketDetailSchema },
    },
    handler: (req) => service.getTicket(db, restaurantScopeOf(req), req.params.id),
  });
  app.post(ledgerUrl('tickets/:id/cancel'), {
    config: { access: LEDGER_ACCESS },
    schema: {
      tags,
      summary: "Annuler un ticket : crée le ticket d'annulation (lignes négatives) ; 409 pour une annulation ou un ticket déjà annulé",
      params: idParams,
      body: ticketCancelInputSchema,
      response: { 201: ticketDetailSchema },
    },
    handler: async (req, reply) => {
      const user = req.auth!.user;
      return reply.code(201).send(await service.cancelTicket(db, restaurantScopeOf(req), req.params.id, req.body.reason, user));
    },
  });
};
