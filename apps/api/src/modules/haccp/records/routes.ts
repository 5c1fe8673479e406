import { pageEnvelope, recordPhotoSchema, recordQuerySchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { idParams, openApi, restaurantParams, restaurantUrl } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import type { ModuleDeps } from '../../types';
import { actorOf, HACCP_ACCESS, haccpTags } from '../common';
import type { RecordKind } from './kind';
import * as service from './service';

/**
 * The routes every kind of record has, and only these: no PUT, no DELETE (PRODUCT §5: nothing is altered
 * nor deleted, not even by an admin). A correction is `POST …/:id/corrections`.
 */
export const recordRoutes = (app: FastifyInstance, db: Db, def: RecordKind) => {
  const url = restaurantUrl(`haccp/${def.path}`);
  const config = { access: HACCP_ACCESS };
  const tags = haccpTags;
  type Entry = Parameters<typeof service.createRecord>[4];
  const idOf = (req: { params: unknown }) => (req.params as { id: string }).id;

  app.get(url, {
    config,
    schema: openApi({
      tags,
      summary: `${def.noun.many} (versions en vigueur)`,
      params: restaurantParams,
      querystring: recordQuerySchema,
      response: { 200: pageEnvelope(def.item) },
    }),
    handler: (req) => service.listRecords(db, def, restaurantScopeOf(req), req.query as z.infer<typeof recordQuerySchema>),
  });
  app.get(`${url}/:id`, {
    config,
    schema: openApi({ tags, summary: `${def.noun.many} : une version`, params: idParams, response: { 200: def.item } }),
    handler: (req) => service.getRecord(db, def, restaurantScopeOf(req), idOf(req)),
  });
  app.get(`${url}/:id/history`, {
    config,
    schema: openApi({
      tags,
      summary: `${def.noun.many} : toutes les versions, de la première à la dernière`,
      params: idParams,
      response: { 200: z.object({ versions: z.array(def.item) }) },
    }),
    handler: (req) => service.recordHistory(db, def, restaurantScopeOf(req), idOf(req)),
  });
  app.post(url, {
    config,
    schema: openApi({
      tags,
      summary: `Enregistrer ${def.noun.one}`,
      params: restaurantParams,
      body: def.create,
      response: { 201: def.item },
    }),
    handler: async (req, reply) =>
      reply.code(201).send(await service.createRecord(db, def, restaurantScopeOf(req), actorOf(req), req.body as Entry)),
  });
  app.post(`${url}/:id/corrections`, {
    config,
    schema: openApi({
      tags,
      summary: `Corriger ${def.noun.one} (nouvelle version qui remplace la précédente)`,
      params: idParams,
      body: def.correct,
      response: { 201: def.item },
    }),
    handler: async (req, reply) =>
      reply.code(201).send(await service.correctRecord(db, def, restaurantScopeOf(req), actorOf(req), idOf(req), req.body as Entry)),
  });
};

/** `POST haccp/records/:id/photos` (multipart, field « file »): a photo added to a record of any kind. */
export const recordPhotoRoutes = (app: FastifyInstance, { db, storage }: ModuleDeps) =>
  app.post(restaurantUrl('haccp/records/:id/photos'), {
    config: { access: HACCP_ACCESS },
    schema: openApi({
      tags: haccpTags,
      summary: 'Ajouter une photo à un enregistrement (étiquette, bon de livraison…) : JPEG, PNG ou WebP, 5 Mo au plus',
      params: idParams,
      consumes: ['multipart/form-data'],
      response: { 201: recordPhotoSchema },
    }),
    handler: async (req, reply) =>
      reply
        .code(201)
        .send(await service.addRecordPhoto(db, storage, restaurantScopeOf(req), actorOf(req), (req.params as { id: string }).id, req)),
  });
