import { menuInputSchema, menuSchema, pageEnvelope, pageQuerySchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../types';
import { base, CARD_ACCESS, idParams, restaurantParams, tags } from '../common';
import * as service from './service';

const listQuery = pageQuerySchema.extend({ active: z.enum(['true', 'false']).optional() });

export const menuRoutes = (root: FastifyInstance, { db, storage }: ModuleDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: CARD_ACCESS };
  app.get(base('menus'), {
    config,
    schema: {
      tags,
      summary: 'Menus (formules)',
      params: restaurantParams,
      querystring: listQuery,
      response: { 200: pageEnvelope(menuSchema) },
    },
    handler: (req) => service.listMenus(db, req.params.restaurantId, req.query),
  });
  app.get(base('menus/:id'), {
    config,
    schema: { tags, summary: 'Un menu', params: idParams, response: { 200: menuSchema } },
    handler: (req) => service.getMenu(db, req.params.restaurantId, req.params.id),
  });
  app.post(base('menus'), {
    config,
    schema: { tags, summary: 'Créer un menu', params: restaurantParams, body: menuInputSchema, response: { 201: menuSchema } },
    handler: async (req, reply) => reply.code(201).send(await service.createMenu(db, req.params.restaurantId, req.body)),
  });
  app.put(base('menus/:id'), {
    config,
    schema: {
      tags,
      summary: 'Modifier un menu (composition et horaires remplacés)',
      params: idParams,
      body: menuInputSchema,
      response: { 200: menuSchema },
    },
    handler: (req) => service.updateMenu(db, req.params.restaurantId, req.params.id, req.body),
  });
  app.delete(base('menus/:id'), {
    config,
    schema: { tags, summary: 'Supprimer un menu', params: idParams },
    handler: async (req, reply) => {
      await service.deleteMenu(db, storage, req.params.restaurantId, req.params.id);
      return reply.code(204).send();
    },
  });
  app.post(base('menus/:id/photo'), {
    config,
    schema: {
      tags,
      summary: 'Photo du menu (multipart, champ file : JPEG, PNG ou WebP, 5 Mo max)',
      params: idParams,
      response: { 200: menuSchema },
    },
    handler: (req) => service.uploadPhoto(db, storage, req.params.restaurantId, req.params.id, req),
  });
  app.delete(base('menus/:id/photo'), {
    config,
    schema: { tags, summary: 'Retirer la photo du menu', params: idParams, response: { 200: menuSchema } },
    handler: (req) => service.deletePhoto(db, storage, req.params.restaurantId, req.params.id),
  });
};
