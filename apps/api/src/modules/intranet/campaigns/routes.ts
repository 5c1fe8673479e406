import {
  campaignAdminEndpoints,
  campaignFranchisorEndpoints,
  campaignOwnerEndpoints,
  campaignTaskEndpoints as tasks,
} from '@fitfit/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Access, RESTAURANT_ROLES } from '../../../lib/access';
import { route } from '../../../lib/endpoints';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { registerMultipart } from '../../../lib/uploads/images';
import type { ApiModule, ModuleDeps } from '../../types';
import type { Author } from '../author';
import type { Reader } from '../feed';
import { networkOf, sendTable, userOf } from '../http';
import * as authoring from './authoring';
import { followUp, followUpFile, reopen } from './follow-up';
import { remind } from './remind';
import * as task from './tasks';

const MODULE = 'fitfit_intranet' as const;

type Admin = typeof campaignAdminEndpoints;
type Area = Admin | typeof campaignFranchisorEndpoints | typeof campaignOwnerEndpoints;

/** One author's campaign routes: the same handlers for the three areas, each with its access and its author. */
const authorArea = <A extends Area>(
  app: FastifyInstance,
  { db, mailer, config }: ModuleDeps,
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
  route(app, e.followUp as Admin['followUp'], { access, handler: (req) => followUp(db, authorOf(req), req.params.id) });
  route(app, e.exportFollowUp as Admin['exportFollowUp'], {
    access,
    handler: async (req, reply) =>
      sendTable(reply, await followUpFile(db, authorOf(req), req.params.id, req.query.format), req.query.format),
  });
  route(app, e.remind as Admin['remind'], { access, handler: (req) => remind({ db, mailer, config }, authorOf(req), req.params.id) });
  route(app, e.reopen as Admin['reopen'], {
    access,
    handler: (req) => reopen(db, authorOf(req), req.params.id, req.body),
  });
};

/**
 * The intranet's campaigns (docs/intranet.md « Campagnes »): the admin, a franchisor and a restaurant's owners each
 * launch campaigns in their area and follow them; the people of a restaurant addressed, holding the module, see its
 * tasks, and its owners and managers give the proof (photos, comment). Its own plugin scope: the multipart limit is
 * the photos' (5 Mo); the photos are served by the private files' route (lib/private-files.ts, HACCP registers it).
 */
export const intranetCampaignsModule: ApiModule = {
  name: 'intranet-campaigns',
  routes: async (app, deps) => {
    await registerMultipart(app);
    authorArea(app, deps, campaignAdminEndpoints, { roles: ['admin'], network: true }, (req) => ({
      kind: 'admin',
      user: userOf(req),
      scope: networkOf(req),
    }));
    authorArea(app, deps, campaignFranchisorEndpoints, { roles: ['franchisor'], network: true }, (req) => ({
      kind: 'franchisor',
      user: userOf(req),
      scope: networkOf(req),
    }));
    authorArea(
      app,
      deps,
      campaignOwnerEndpoints,
      { roles: ['admin', 'restorer'], restaurant: true, module: MODULE, owner: true },
      (req) => ({ kind: 'restaurant', user: userOf(req), scope: restaurantScopeOf(req) }),
    );

    const { db, storage } = deps;
    const readers: Access = { roles: RESTAURANT_ROLES, restaurant: true, module: MODULE };
    const readerOf = (req: FastifyRequest): Reader => ({
      scope: restaurantScopeOf(req),
      userId: userOf(req).id,
      member: req.memberAccess,
    });
    route(app, tasks.list, { access: readers, handler: (req) => task.list(db, readerOf(req)) });
    route(app, tasks.get, { access: readers, handler: (req) => task.get(db, readerOf(req), req.params.id) });
    route(app, tasks.addPhoto, {
      access: readers,
      handler: (req) => task.addPhoto(db, storage, readerOf(req), req.params.id, req),
    });
    route(app, tasks.removePhoto, {
      access: readers,
      handler: (req) => task.removePhoto(db, storage, readerOf(req), req.params.id, req.params.photoId),
    });
    route(app, tasks.done, {
      access: readers,
      handler: (req) => task.done(db, readerOf(req), req.params.id, req.body.comment, req),
    });
  },
};
