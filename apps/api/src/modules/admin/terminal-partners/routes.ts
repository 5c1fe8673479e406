import {
  idParamsSchema,
  pageEnvelope,
  pageQuerySchema,
  partnerKinds,
  terminalPartnerInputSchema,
  terminalPartnerSchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { ADMIN_ONLY } from '../../../lib/access';
import * as service from './service';

const access = { roles: ADMIN_ONLY };
const tags = ['admin'];

/** Terminal partners: POS, payment-terminal and delivery partners. */
export const terminalPartnerRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/admin/terminal_partners';

  app.get(base, {
    config: { access },
    schema: {
      tags,
      summary: 'Partenaires terminaux',
      querystring: pageQuerySchema.extend({ kind: z.enum(partnerKinds).optional() }),
      response: { 200: pageEnvelope(terminalPartnerSchema) },
    },
    handler: (request) => service.list(db, request.query),
  });
  app.post(base, {
    config: { access },
    schema: { tags, summary: 'Créer un partenaire', body: terminalPartnerInputSchema, response: { 201: terminalPartnerSchema } },
    handler: async (request, reply) => reply.code(201).send(await service.create(db, request.body)),
  });
  app.get(`${base}/:id`, {
    config: { access },
    schema: { tags, summary: 'Un partenaire', params: idParamsSchema, response: { 200: terminalPartnerSchema } },
    handler: (request) => service.get(db, request.params.id),
  });
  app.put(`${base}/:id`, {
    config: { access },
    schema: {
      tags,
      summary: 'Modifier un partenaire',
      params: idParamsSchema,
      body: terminalPartnerInputSchema,
      response: { 200: terminalPartnerSchema },
    },
    handler: (request) => service.update(db, request.params.id, request.body),
  });
  app.delete(`${base}/:id`, {
    config: { access },
    schema: { tags, summary: 'Supprimer un partenaire', params: idParamsSchema },
    handler: async (request, reply) => {
      await service.remove(db, request.params.id);
      return reply.code(204).send();
    },
  });
};
