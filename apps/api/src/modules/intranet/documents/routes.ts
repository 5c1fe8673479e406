import multipart from '@fastify/multipart';
import {
  documentAdminEndpoints,
  documentFranchisorEndpoints,
  documentOwnerEndpoints,
  libraryEndpoints as library,
} from '@fitfit/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Access, RESTAURANT_ROLES } from '../../../lib/access';
import { route } from '../../../lib/endpoints';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import type { ApiModule, ModuleDeps } from '../../types';
import type { Author } from '../author';
import type { Reader } from '../feed';
import { networkOf, sendTable, userOf } from '../http';
import * as authoring from './authoring';
import { DOCUMENT_MAX_BYTES, registerDocumentFileRoute } from './files';
import { followUp, followUpFile } from './follow-up';
import * as reading from './library';

const MODULE = 'fitfit_intranet' as const;

type Admin = typeof documentAdminEndpoints;
type Area = Admin | typeof documentFranchisorEndpoints | typeof documentOwnerEndpoints;

/** One author's document routes: the same handlers for the three areas, each with its access and its author. */
const authorArea = <A extends Area>(
  app: FastifyInstance,
  { db, storage }: ModuleDeps,
  e: A,
  access: Access,
  authorOf: (r: FastifyRequest) => Author,
) => {
  route(app, e.list as Admin['list'], { access, handler: (req) => authoring.list(db, authorOf(req), req.query) });
  route(app, e.create as Admin['create'], { access, handler: (req) => authoring.create(db, authorOf(req), req.body) });
  route(app, e.get as Admin['get'], { access, handler: (req) => authoring.get(db, authorOf(req), req.params.id) });
  route(app, e.update as Admin['update'], {
    access,
    handler: (req) => authoring.update(db, authorOf(req), req.params.id, req.body),
  });
  route(app, e.remove as Admin['remove'], { access, handler: (req) => authoring.remove(db, authorOf(req), req.params.id) });
  route(app, e.addVersion as Admin['addVersion'], {
    access,
    handler: (req) => authoring.addVersion(db, storage, authorOf(req), req.params.id, req.query.comment, req),
  });
  route(app, e.link as Admin['link'], {
    access,
    handler: (req) => authoring.link(db, authorOf(req), req.params.id, req.query.version),
  });
  route(app, e.followUp as Admin['followUp'], {
    access,
    handler: (req) => followUp(db, authorOf(req), req.params.id, req.query.version),
  });
  route(app, e.exportFollowUp as Admin['exportFollowUp'], {
    access,
    handler: async (req, reply) =>
      sendTable(reply, await followUpFile(db, authorOf(req), req.params.id, req.query.format, req.query.version), req.query.format),
  });
};

/**
 * The intranet's document library (docs/intranet.md « Documents »): the admin, a franchisor and a restaurant's owners
 * each deposit documents in their area, with versions; the people of a restaurant addressed, holding the module, read,
 * search, download by signed address and confirm. Its own plugin scope: the multipart limit is the library's.
 */
export const intranetDocumentsModule: ApiModule = {
  name: 'intranet-documents',
  routes: async (app, deps) => {
    await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5 } });
    registerDocumentFileRoute(app, deps.db, deps.storage);
    authorArea(app, deps, documentAdminEndpoints, { roles: ['admin'], network: true }, (req) => ({
      kind: 'admin',
      user: userOf(req),
      scope: networkOf(req),
    }));
    authorArea(app, deps, documentFranchisorEndpoints, { roles: ['franchisor'], network: true }, (req) => ({
      kind: 'franchisor',
      user: userOf(req),
      scope: networkOf(req),
    }));
    authorArea(
      app,
      deps,
      documentOwnerEndpoints,
      { roles: ['admin', 'restorer'], restaurant: true, module: MODULE, owner: true },
      (req) => ({ kind: 'restaurant', user: userOf(req), scope: restaurantScopeOf(req) }),
    );

    const { db } = deps;
    const readers: Access = { roles: RESTAURANT_ROLES, restaurant: true, module: MODULE };
    const readerOf = (req: FastifyRequest): Reader => ({
      scope: restaurantScopeOf(req),
      userId: userOf(req).id,
      member: req.memberAccess,
    });
    route(app, library.folders, { access: readers, handler: (req) => reading.folders(db, readerOf(req)) });
    route(app, library.list, { access: readers, handler: (req) => reading.list(db, readerOf(req), req.query) });
    route(app, library.get, { access: readers, handler: (req) => reading.get(db, readerOf(req), req.params.id) });
    route(app, library.download, {
      access: readers,
      handler: (req) => reading.download(db, readerOf(req), req.params.id, req.query.version),
    });
    route(app, library.confirm, { access: readers, handler: (req) => reading.confirm(db, readerOf(req), req.params.id) });
  },
};
