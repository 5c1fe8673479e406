import { accountingEndpoints as accounting } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import type { Access } from '../../../lib/access';
import { route } from '../../../lib/endpoints';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { readAccounts, updateAccounts } from './accounts';
import { contentTypes } from './files';
import { archiveFile, exportAccounting, listArchives, previewAccounting } from './service';

/** The restaurant's owners and the admin (docs/accounting.md): a manager, an accountant or a franchisor get 403. */
const access: Access = { roles: ['admin', 'restorer'], restaurant: true, module: 'fitfit_caisse', owner: true };

const attachment = (name: string) => `attachment; filename="${name}"`;

/** « Export comptable » and « Comptes comptables », registered with the caisse's routes. */
export const accountingRoutes = (app: FastifyInstance, db: Db) => {
  route(app, accounting.accounts, { access, handler: (req) => readAccounts(db, restaurantScopeOf(req)) });
  route(app, accounting.updateAccounts, {
    access,
    handler: (req) => updateAccounts(db, restaurantScopeOf(req), req.body, req.auth!.user),
  });
  route(app, accounting.preview, {
    access,
    handler: (req) => previewAccounting(db, restaurantScopeOf(req), req.query.from, req.query.to),
  });
  route(app, accounting.export, {
    access,
    handler: async (req, reply) => {
      const file = await exportAccounting(db, restaurantScopeOf(req), req.query, req.auth!.user);
      return reply
        .header('content-type', contentTypes[req.query.format])
        .header('content-disposition', attachment(file.name))
        .send(file.body);
    },
  });
  route(app, accounting.archives, { access, handler: (req) => listArchives(db, restaurantScopeOf(req)) });
  route(app, accounting.archive, {
    access,
    handler: async (req, reply) => {
      const file = await archiveFile(db, restaurantScopeOf(req), req.params.id);
      return reply
        .header('content-type', contentTypes[file.format])
        .header('content-disposition', attachment(file.file_name))
        .send(file.content);
    },
  });
};
