import type { ApiModule } from '../types';
import { caissePosUsersRoutes } from './pos-users/routes';
import { caisseRolesRoutes } from './roles/routes';

/** Caisse, the team of the terminals (PRODUCT §3.1): restaurant roles and POS users. */
export const caisseTeamModule: ApiModule = {
  name: 'caisse-team',
  routes: (app, deps) => {
    caisseRolesRoutes(app, deps);
    caissePosUsersRoutes(app, deps);
  },
};
