import type { ApiModule } from '../../types';
import { archiveRoutes } from './archives/routes';
import { documentRoutes } from './documents/routes';
import { exportRoutes } from './exports/routes';
import { mailRoutes } from './mail/routes';

/** The ledger's documents: receipts and invoices (PDF), invoices by e-mail, closings exports, fiscal archives (docs/caisse-ledger.md). */
export const ledgerDocumentsModule: ApiModule = {
  name: 'caisse-ledger-documents',
  routes: (app, { db, mailer, storage }) => {
    documentRoutes(app, db, storage);
    mailRoutes(app, db, mailer, storage);
    exportRoutes(app, db);
    archiveRoutes(app, db);
  },
};
