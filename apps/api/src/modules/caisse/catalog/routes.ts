import { catalogSchema } from '@fitfit/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import { restaurantParams, restaurantUrl } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { CARD_ACCESS, tags } from '../common';
import { catalogBody, matches } from './service';

const send = async (db: Db, request: FastifyRequest, reply: FastifyReply) => {
  const { body, etag } = await catalogBody(db, restaurantScopeOf(request));
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
};

export const catalogRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(restaurantUrl('caisse/catalog'), {
    config: { access: { device: true, module: 'fitfit_caisse' } },
    schema: {
      tags,
      summary: 'La carte complète pour un terminal (X-Device-Key), avec ETag fort ; If-None-Match → 304',
      params: restaurantParams,
      response: { 200: catalogSchema },
    },
    handler: (req, reply) => send(db, req, reply),
  });
  app.get(restaurantUrl('caisse/card'), {
    config: { access: CARD_ACCESS },
    schema: {
      tags,
      summary: 'La carte telle que les terminaux la reçoivent (lecture seule)',
      params: restaurantParams,
      response: { 200: catalogSchema },
    },
    handler: (req, reply) => send(db, req, reply),
  });
};
