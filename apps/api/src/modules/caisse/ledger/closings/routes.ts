import {
  closeDayRequestSchema,
  closingListQuerySchema,
  closingPreviewSchema,
  closingSchema,
  cursorPageEnvelope,
  ticketListQuerySchema,
  ticketSummarySchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../../db/database';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { idParams, LEDGER_ACCESS, ledgerUrl, restaurantParams, ledgerTags as tags } from '../common';
import * as service from './service';

/** A daily closing is named by its business date (`/caisse/z-caisse/cloturer/:id`, :id = AAAA-MM-JJ). */
const dayParams = restaurantParams.extend({ date: z.iso.date() });

export const closingRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: LEDGER_ACCESS };
  app.get(ledgerUrl('closings'), {
    config,
    schema: {
      tags,
      summary: 'Clôtures journalières (curseur), ou mensuelles / annuelles (period=month|year, sommes des journalières)',
      params: restaurantParams,
      querystring: closingListQuerySchema,
      response: { 200: cursorPageEnvelope(closingSchema) },
    },
    handler: (req) => service.listClosings(db, restaurantScopeOf(req), req.query),
  });
  app.get(ledgerUrl('closings/:id'), {
    config,
    schema: { tags, summary: 'Une clôture journalière et tous ses chiffres', params: idParams, response: { 200: closingSchema } },
    handler: (req) => service.getClosing(db, restaurantScopeOf(req), req.params.id),
  });
  app.get(ledgerUrl('closings/:id/tickets'), {
    config,
    schema: {
      tags,
      summary: "Les tickets d'une clôture",
      params: idParams,
      querystring: ticketListQuerySchema,
      response: { 200: cursorPageEnvelope(ticketSummarySchema) },
    },
    handler: (req) => service.closingTickets(db, restaurantScopeOf(req), req.params.id, req.query),
  });
  app.get(ledgerUrl('closings/days/:date'), {
    config,
    schema: {
      tags,
      summary:
        "Une journée : sa clôture si elle existe, sinon les chiffres qu'elle aurait, ses comptages de caisse et ses commandes en cours (rien n'est écrit)",
      params: dayParams,
      response: { 200: closingPreviewSchema },
    },
    handler: (req) => service.previewDay(db, restaurantScopeOf(req), req.params.date),
  });
  app.post(ledgerUrl('closings/days/:date'), {
    config,
    schema: {
      tags,
      summary:
        "Clôturer une journée (Z) : définitive, numérotée et chaînée ; l'écart d'espèces demande un motif ; la journée en cours demande confirm_early",
      params: dayParams,
      body: closeDayRequestSchema,
      response: { 201: closingSchema },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await service.closeDay(db, restaurantScopeOf(req), req.params.date, req.body, req.auth!.user)),
  });
};
