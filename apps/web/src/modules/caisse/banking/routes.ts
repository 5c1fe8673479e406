import type { PageLoaders } from '../../types';

/** Caisse, the banking: available funds, countings, deposits (issue 12). */
export const caisseBankingPages: PageLoaders = {
  'caisse-banking-funds': () => import('./pages/FundsPage'),
  'caisse-banking-countings': () => import('./pages/CountingsPage'),
  'caisse-banking-closures': () => import('./pages/DepositsPage'),
  'caisse-banking-payouts': () => import('./pages/PayoutsPage'),
};
