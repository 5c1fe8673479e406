import type { PageLoaders } from '../types';

export const caissePages: PageLoaders = {
  'caisse-heat-tags': () => import('./pages/HeatTagsPage'),
  'caisse-heat-tag': () => import('./pages/HeatTagPage'),
  'caisse-taxes': () => import('./pages/TaxesPage'),
  'caisse-options': () => import('./pages/OptionsPage'),
  'caisse-options-create': () => import('./pages/OptionFormPage'),
  'caisse-option': () => import('./pages/OptionFormPage'),
};
