import type { PageLoaders } from '../../types';

/** Caisse, the customers: list, form, details and statistics (issue 12). */
export const caisseCustomersPages: PageLoaders = {
  'caisse-customers': () => import('./pages/CustomersPage'),
  'caisse-customers-create': () => import('./pages/CustomerFormPage'),
  'caisse-customers-modify': () => import('./pages/CustomerFormPage'),
  'caisse-customers-details': () => import('./pages/CustomerDetailsPage'),
  'caisse-customers-stats': () => import('./pages/CustomerStatsPage'),
};
