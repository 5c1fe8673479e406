import type { ApiModule } from '../types';
import { adminDashboardRoutes } from './dashboard/routes';
import { adminInvoicesRoutes } from './invoices/routes';
import { adminSubscriptionsRoutes } from './subscriptions/routes';
import { adminUsersRoutes } from './users/routes';

/** Administration: users, subscriptions, invoices and the dashboard. */
export const adminBillingModule: ApiModule = {
  name: 'admin-billing',
  routes: (app, deps) => {
    adminUsersRoutes(app, deps);
    adminSubscriptionsRoutes(app, deps);
    adminInvoicesRoutes(app, deps);
    adminDashboardRoutes(app, deps);
  },
};
