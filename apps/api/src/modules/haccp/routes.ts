import type { ApiModule } from '../types';
import { dashboardRoutes } from './dashboard/routes';
import { equipmentRoutes } from './equipment/routes';
import { nonConformityRoutes } from './non-conformities/routes';
import { planningRoutes } from './planning/routes';
import { planRoutes } from './plans/routes';
import { recordKinds } from './records/kinds';
import { recordRoutes } from './records/routes';
import { registerRoutes } from './register/routes';

/** HACCP: the kitchen's food-safety register (PRODUCT §5, docs/haccp.md). */
export const haccpModule: ApiModule = {
  name: 'haccp',
  routes: (app, deps) => {
    const { db } = deps;
    equipmentRoutes(app, db);
    planRoutes(app, db);
    planningRoutes(app, db);
    for (const kind of recordKinds) recordRoutes(app, db, kind);
    nonConformityRoutes(app, db);
    dashboardRoutes(app, db);
    registerRoutes(app, deps);
  },
};
