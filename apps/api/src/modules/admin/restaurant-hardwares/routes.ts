import {
  idParamsSchema,
  pageEnvelope,
  pageQuerySchema,
  restaurantHardwareInputSchema,
  restaurantHardwareSchema,
  restaurantHardwareWithKeySchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { ADMIN_ONLY } from '../../../lib/access';
import * as service from './service';

const access = { roles: ADMIN_ONLY };
const tags = ['admin'];
const itemParams = idParamsSchema.extend({ hid: z.uuid() });

/** What is installed in a restaurant; POS terminals get a device key, shown once. */
export const restaurantHardwareRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/admin/restaurants/:id/restaurant_hardwares';

  app.get(base, {
    config: { access },
    schema: {
      tags,
      summary: 'Matériel installé dans le restaurant',
      params: idParamsSchema,
      querystring: pageQuerySchema,
      response: { 200: pageEnvelope(restaurantHardwareSchema) },
    },
    handler: (request) => service.list(db, request.params.id, request.query),
  });
  app.post(base, {
    config: { access },
    schema: {
      tags,
      summary: 'Installer du matériel (un terminal de caisse reçoit sa clé, affichée une seule fois)',
      params: idParamsSchema,
      body: restaurantHardwareInputSchema,
      response: { 201: restaurantHardwareWithKeySchema },
    },
    handler: async (request, reply) => reply.code(201).send(await service.install(db, request.params.id, request.body)),
  });
  app.delete(`${base}/:hid`, {
    config: { access },
    schema: { tags, summary: 'Retirer du matériel (sa clé cesse de fonctionner)', params: itemParams },
    handler: async (request, reply) => {
      await service.remove(db, request.params.id, request.params.hid);
      return reply.code(204).send();
    },
  });
  app.post(`${base}/:hid/rotate-key`, {
    config: { access },
    schema: {
      tags,
      summary: 'Renouveler la clé d’un terminal de caisse (l’ancienne est révoquée)',
      params: itemParams,
      response: { 200: restaurantHardwareWithKeySchema },
    },
    handler: (request) => service.rotateKey(db, request.params.id, request.params.hid),
  });
};
