import { restaurantDetailsEndpoints as details } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../../lib/access';
import { route } from '../../../lib/endpoints';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { registerMultipart } from '../../../lib/uploads/images';
import type { ModuleDeps } from '../../types';
import * as service from './service';

/** Read by every member (owner, manager, accountant: a module-less restaurant read) and administrators. */
const READ: Access = { roles: ['admin', 'restorer'], restaurant: true };
/** Changed by its owners and administrators only (lib/access.ts memberRefusal). */
const OWNER: Access = { ...READ, owner: true };

/** GET/PUT restaurants/:restaurantId/details and its logo (docs/accounts.md « Informations du restaurant »). */
export const detailsArea = (root: FastifyInstance, { db, storage }: ModuleDeps) => {
  // its own scope: the logo's multipart parser (5 MiB, one file) is registered for these routes only
  root.register(async (app) => {
    await registerMultipart(app);
    route(app, details.get, { access: READ, handler: (req) => service.getDetails(db, restaurantScopeOf(req)) });
    route(app, details.save, {
      access: OWNER,
      handler: (req) => service.saveDetails(db, restaurantScopeOf(req), req.body, req.auth!.user),
    });
    route(app, details.uploadLogo, {
      access: OWNER,
      handler: (req) => service.uploadLogo(db, storage, restaurantScopeOf(req), req),
    });
    route(app, details.removeLogo, { access: OWNER, handler: (req) => service.removeLogo(db, storage, restaurantScopeOf(req)) });
  });
};
