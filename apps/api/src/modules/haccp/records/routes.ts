import { haccpRecordPhotoEndpoint } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { route } from '../../../lib/endpoints';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import type { ModuleDeps } from '../../types';
import { HACCP_ACCESS as access, actorOf } from '../common';
import type { RecordKind } from './kind';
import * as service from './service';

/**
 * The routes every kind of record has, and only these (its `endpoints` in contracts' haccpRecordKinds): no PUT, no
 * DELETE (PRODUCT §5: nothing is altered nor deleted, not even by an admin). A correction is `POST …/:id/corrections`.
 */
export const recordRoutes = (app: FastifyInstance, db: Db, def: RecordKind) => {
  type Entry = Parameters<typeof service.createRecord>[4];
  const e = def.endpoints;
  route(app, e.list, { access, handler: (req) => service.listRecords(db, def, restaurantScopeOf(req), req.query) });
  route(app, e.get, { access, handler: (req) => service.getRecord(db, def, restaurantScopeOf(req), req.params.id) });
  route(app, e.history, { access, handler: (req) => service.recordHistory(db, def, restaurantScopeOf(req), req.params.id) });
  route(app, e.create, {
    access,
    handler: (req) => service.createRecord(db, def, restaurantScopeOf(req), actorOf(req), req.body as Entry),
  });
  route(app, e.correct, {
    access,
    handler: (req) => service.correctRecord(db, def, restaurantScopeOf(req), actorOf(req), req.params.id, req.body as Entry),
  });
};

/** `POST haccp/records/:id/photos` (multipart, field « file »): a photo added to a record of any kind. */
export const recordPhotoRoutes = (app: FastifyInstance, { db, storage }: ModuleDeps) =>
  route(app, haccpRecordPhotoEndpoint, {
    access,
    handler: (req) => service.addRecordPhoto(db, storage, restaurantScopeOf(req), actorOf(req), req.params.id, req),
  });
