import type { PageLoaders } from '../types';

/** Caisse, the team of the terminals: restaurant roles and POS users. */
export const caisseTeamPages: PageLoaders = {
  'caisse-roles': () => import('./pages/RolesPage'),
  'caisse-roles-create': () => import('./pages/RoleFormPage'),
  'caisse-role': () => import('./pages/RoleFormPage'),
  'caisse-users': () => import('./pages/PosUsersPage'),
};

/** Caisse, the menu card: tags, taxes, products (and categories, card view), options, menus. */
export const caisseCardPages: PageLoaders = {
  'caisse-heat-tags': () => import('./pages/HeatTagsPage'),
  'caisse-heat-tag': () => import('./pages/HeatTagPage'),
  'caisse-taxes': () => import('./pages/TaxesPage'),
  'caisse-products': () => import('./pages/ProductsPage'),
  'caisse-products-create': () => import('./pages/ProductFormPage'),
  'caisse-product': () => import('./pages/ProductFormPage'),
  'caisse-menus': () => import('./pages/MenusPage'),
  'caisse-menus-create': () => import('./pages/MenuFormPage'),
  'caisse-menu': () => import('./pages/MenuFormPage'),
  'caisse-options': () => import('./pages/OptionsPage'),
  'caisse-options-create': () => import('./pages/OptionFormPage'),
  'caisse-option': () => import('./pages/OptionFormPage'),
};

/** Caisse, the sales ledger: tickets, daily closings (Z) and the "conformité 2021" pages. */
export const caisseLedgerPages: PageLoaders = {
  'caisse-tickets': () => import('./pages/TicketsPage'),
  'caisse-z': () => import('./pages/ZCaissePage'),
  'caisse-z-details': () => import('./pages/ClosingDetailsPage'),
  'caisse-z-close': () => import('./pages/CloseDayPage'),
  'caisse-z-export': () => import('./pages/ExportPeriodPage'),
  'caisse-integrity': () => import('./pages/IntegrityPage'),
  'caisse-archives': () => import('./pages/ArchivesPage'),
  'caisse-journal': () => import('./pages/JournalPage'),
  'caisse-accounting-export': () => import('./accounting/AccountingExportPage'),
};
