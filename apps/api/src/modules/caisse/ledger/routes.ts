import type { ApiModule } from '../../types';
import { cashMovementRoutes } from './cash-movements/routes';
import { closingRoutes } from './closings/routes';
import { complianceRoutes } from './compliance/routes';
import { deliveryRoutes } from './deliveries/routes';
import { openOrderRoutes } from './orders/routes';
import { registerRoutes } from './registers/routes';
import { ticketRoutes } from './tickets/routes';

/** Sales ledger of the cash register (PRODUCT §3.2, docs/caisse-ledger.md): tickets, closings, compliance, registers. */
export const caisseLedgerModule: ApiModule = {
  name: 'caisse-ledger',
  routes: (app, { db }) => {
    ticketRoutes(app, db);
    cashMovementRoutes(app, db);
    closingRoutes(app, db);
    complianceRoutes(app, db);
    registerRoutes(app, db);
    deliveryRoutes(app, db);
    openOrderRoutes(app, db);
  },
};
