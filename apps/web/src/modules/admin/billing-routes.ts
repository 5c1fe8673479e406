import type { PageLoaders } from '../types';

/** Administration screens of users, subscriptions, invoices and the dashboard. */
export const adminBillingPages: PageLoaders = {
  'admin-dashboard': () => import('./pages/DashboardPage'),
  'admin-users': () => import('./pages/UsersPage'),
  'admin-subscriptions': () => import('./pages/SubscriptionsPage'),
  'admin-invoices': () => import('./pages/InvoicesPage'),
};
