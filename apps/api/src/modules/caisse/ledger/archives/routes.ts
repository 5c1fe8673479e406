import { caisseLedgerEndpoints as ledger } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../db/database';
import { route } from '../../../../lib/endpoints';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { LEDGER_ACCESS } from '../common';
import { publicKeyOf } from './keys';
import { archiveFile, createArchive, getArchive, listArchives } from './service';

/** Fiscal archives ("Archives fiscales" of the conformité 2021 group) and the key that checks them. */
export const archiveRoutes = (app: FastifyInstance, db: Db) => {
  const access = LEDGER_ACCESS;
  route(app, ledger.createArchive, { access, handler: (req) => createArchive(db, restaurantScopeOf(req), req.body, req.auth!.user) });
  route(app, ledger.archives, { access, handler: (req) => listArchives(db, restaurantScopeOf(req), req.query) });
  route(app, ledger.archive, { access, handler: (req) => getArchive(db, restaurantScopeOf(req), req.params.id) });
  route(app, ledger.downloadArchive, {
    access,
    handler: async (req, reply) => {
      const file = await archiveFile(db, restaurantScopeOf(req), req.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  });
  route(app, ledger.publicKey, { access, handler: () => publicKeyOf(db) });
};
