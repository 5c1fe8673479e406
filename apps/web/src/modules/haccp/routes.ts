import type { PageLoaders } from '../types';

/** HACCP: the home, and one screen per kind of record (the recipes screen is the stock module's). */
export const haccpPages: PageLoaders = {
  'haccp-home': () => import('./pages/HaccpHomePage'),
  'haccp-temperatures': () => import('./pages/TemperaturesPage'),
  'haccp-receptions': () => import('./pages/ReceptionsPage'),
  'haccp-oils': () => import('./pages/OilsPage'),
  'haccp-heat-transfers': () => import('./pages/HeatTransfersPage'),
  'haccp-traceabilities': () => import('./pages/TraceabilitiesPage'),
  'haccp-cleaning-plans': () => import('./pages/CleaningPlansPage'),
  'haccp-checklists': () => import('./pages/ChecklistsPage'),
  'haccp-planning': () => import('./pages/PlanningPage'),
  'haccp-productions': () => import('./pages/ProductionsPage'),
};
