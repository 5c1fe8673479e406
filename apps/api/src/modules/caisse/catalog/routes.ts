import { type Catalog, caisseCardEndpoints as card } from '@fitfit/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import { route } from '../../../lib/endpoints';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { CARD_ACCESS } from '../common';
import { catalogBody, matches } from './service';

/**
 * The card goes out as the body its ETag was computed on (already serialised, or a 304): the handler sends the reply
 * itself, which stands for the descriptor's answer.
 */
const send = async (db: Db, request: FastifyRequest, reply: FastifyReply): Promise<Catalog> => {
  const { body, etag } = await catalogBody(db, restaurantScopeOf(request));
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send() as unknown as Catalog;
  return reply.header('content-type', 'application/json; charset=utf-8').send(body) as unknown as Catalog;
};

export const catalogRoutes = (app: FastifyInstance, db: Db) => {
  route(app, card.catalog, { access: { device: true, module: 'fitfit_caisse' }, handler: (req, reply) => send(db, req, reply) });
  route(app, card.card, { access: CARD_ACCESS, handler: (req, reply) => send(db, req, reply) });
};
