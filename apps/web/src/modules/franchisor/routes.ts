import type { PageLoaders } from '../types';

/** The franchisor's network screens (issue 11, docs/franchisor.md). */
export const franchisorPages: PageLoaders = {
  'franchisor-dashboard': () => import('./pages/DashboardPage'),
  'franchisor-real-time': () => import('./pages/RealTimePage'),
  'franchisor-analyses': () => import('./pages/AnalysesPage'),
  'franchisor-tickets': () => import('./pages/TicketsPage'),
  'franchisor-z': () => import('./pages/ZCaissePage'),
  'franchisor-z-details': () => import('./pages/ClosingDetailsPage'),
  'franchisor-z-export': () => import('./pages/ExportPage'),
  'franchisor-z-close': () => import('./pages/ClosePage'),
};
