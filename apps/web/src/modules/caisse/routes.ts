import type { PageLoaders } from '../types';

/** Caisse, the team of the terminals: restaurant roles and POS users. */
export const caisseTeamPages: PageLoaders = {
  'caisse-roles': () => import('./pages/RolesPage'),
  'caisse-roles-create': () => import('./pages/RoleFormPage'),
  'caisse-role': () => import('./pages/RoleFormPage'),
  'caisse-users': () => import('./pages/PosUsersPage'),
};
