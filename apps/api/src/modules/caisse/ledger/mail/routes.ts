import { caisseLedgerEndpoints as ledger } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../db/database';
import { route } from '../../../../lib/endpoints';
import type { Mailer } from '../../../../lib/mailer';
import type { FileStorage } from '../../../../lib/storage/file-storage';
import { restaurantScopeOf } from '../../../../lib/tenant-scope';
import { LEDGER_ACCESS } from '../common';
import { sendInvoice } from './service';

export const mailRoutes = (app: FastifyInstance, db: Db, mailer: Mailer, storage: FileStorage) => {
  route(app, ledger.sendInvoice, {
    access: LEDGER_ACCESS,
    handler: (req) => sendInvoice(db, mailer, storage, restaurantScopeOf(req), req.params.id, req.body.email, req.auth!.user),
  });
};
