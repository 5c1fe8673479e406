import {
  intranetEndpoints as intranet,
  intranetAdminEndpoints,
  intranetFranchisorEndpoints,
  intranetOwnerEndpoints,
} from '@fitfit/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Access, ALL_ROLES, RESTAURANT_ROLES } from '../../lib/access';
import { route } from '../../lib/endpoints';
import { restaurantScopeOf } from '../../lib/tenant-scope';
import { readImage, registerMultipart, storeImage } from '../../lib/uploads/images';
import type { ApiModule, ModuleDeps } from '../types';
import type { Author } from './author';
import * as authoring from './authoring';
import { confirmationRates } from './confirmation-rates';
import * as feed from './feed';
import { followUp, followUpFile } from './follow-up';
import { networkOf, sendTable, userOf } from './http';
import { remind } from './remind';

const MODULE = 'fitfit_intranet' as const;

type Admin = typeof intranetAdminEndpoints;
type Area = Admin | typeof intranetFranchisorEndpoints | typeof intranetOwnerEndpoints;

/** Where an author's images go in the public uploads: its restaurant's folder, or (admin, franchisor) its own id's. */
const imageFolderOf = (author: Author) => (author.kind === 'restaurant' ? author.scope.restaurantId : author.user.id);

/** One author's routes: the same handlers for the three areas, each with its access and its author. */
const authorArea = <A extends Area>(
  app: FastifyInstance,
  { db, mailer, config, storage }: ModuleDeps,
  e: A,
  access: Access,
  authorOf: (r: FastifyRequest) => Author,
) => {
  route(app, e.list as Admin['list'], { access, handler: (req) => authoring.list(db, authorOf(req), req.query) });
  route(app, e.choices as Admin['choices'], { access, handler: (req) => authoring.choices(db, authorOf(req)) });
  route(app, e.create as Admin['create'], { access, handler: (req) => authoring.create(db, authorOf(req), req.body) });
  route(app, e.get as Admin['get'], { access, handler: (req) => authoring.get(db, authorOf(req), req.params.id) });
  route(app, e.update as Admin['update'], {
    access,
    handler: (req) => authoring.update(db, authorOf(req), req.params.id, req.body),
  });
  route(app, e.remove as Admin['remove'], {
    access,
    handler: (req) => authoring.remove(db, authorOf(req), req.params.id),
  });
  route(app, e.followUp as Admin['followUp'], {
    access,
    handler: (req) => followUp(db, authorOf(req), req.params.id),
  });
  route(app, e.exportFollowUp as Admin['exportFollowUp'], {
    access,
    handler: async (req, reply) =>
      sendTable(reply, await followUpFile(db, authorOf(req), req.params.id, req.query.format), req.query.format),
  });
  route(app, e.uploadImage as Admin['uploadImage'], {
    access,
    handler: async (req) => {
      const { buffer, ext } = await readImage(req); // the type read from the bytes, 5 Mo at most (lib/uploads)
      return { url: await storeImage(storage, imageFolderOf(authorOf(req)), buffer, ext) };
    },
  });
  route(app, e.remind as Admin['remind'], {
    access,
    handler: (req) => remind({ db, mailer, config }, authorOf(req), req.params.id),
  });
};

/**
 * The intranet (docs/intranet.md): each author writes in its own area — the platform's admins, a franchisor (its
 * marks' restaurants), a restaurant's owners (its team) —; the people of a restaurant holding the module read its
 * feed; the platform's news reach every signed-in person, module or not.
 */
export const intranetModule: ApiModule = {
  name: 'intranet',
  routes: async (app, deps) => {
    await registerMultipart(app); // the announcements' images: this module's scope only, 5 Mo
    const { db } = deps;
    const adminOf = (req: FastifyRequest): Author => ({ kind: 'admin', user: userOf(req), scope: networkOf(req) });
    authorArea(app, deps, intranetAdminEndpoints, { roles: ['admin'], network: true }, adminOf);
    route(app, intranetAdminEndpoints.confirmationRates, {
      access: { roles: ['admin'], network: true },
      handler: (req) => confirmationRates(db, adminOf(req)),
    });
    const franchisorOf = (req: FastifyRequest): Author => ({ kind: 'franchisor', user: userOf(req), scope: networkOf(req) });
    authorArea(app, deps, intranetFranchisorEndpoints, { roles: ['franchisor'], network: true }, franchisorOf);
    route(app, intranetFranchisorEndpoints.confirmationRates, {
      access: { roles: ['franchisor'], network: true },
      handler: (req) => confirmationRates(db, franchisorOf(req)),
    });
    authorArea(
      app,
      deps,
      intranetOwnerEndpoints,
      { roles: ['admin', 'restorer'], restaurant: true, module: MODULE, owner: true },
      (req) => ({
        kind: 'restaurant',
        user: userOf(req),
        scope: restaurantScopeOf(req),
      }),
    );

    const readers: Access = { roles: RESTAURANT_ROLES, restaurant: true, module: MODULE };
    const readerOf = (req: FastifyRequest): feed.Reader => ({
      scope: restaurantScopeOf(req),
      userId: userOf(req).id,
      member: req.memberAccess,
    });
    route(app, intranet.feed, { access: readers, handler: (req) => feed.feed(db, readerOf(req), req.query) });
    route(app, intranet.unread, { access: readers, handler: (req) => feed.unread(db, readerOf(req)) });
    route(app, intranet.read, { access: readers, handler: (req) => feed.read(db, readerOf(req), req.params.id) });
    route(app, intranet.confirm, { access: readers, handler: (req) => feed.confirm(db, readerOf(req), req.params.id) });
    route(app, intranet.notices, { access: { roles: ALL_ROLES }, handler: () => feed.notices(db) });
  },
};
