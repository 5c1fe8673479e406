import type { PageLoaders } from '../../types';

/** Caisse, sales analytics (issue 11): the morning dashboard and the analyses. */
export const caisseAnalyticsPages: PageLoaders = {
  'caisse-dashboard': () => import('./pages/DashboardPage'),
  'caisse-analyses': () => import('./pages/AnalysesPage'),
  'caisse-real-time': () => import('./pages/RealTimePage'),
};
