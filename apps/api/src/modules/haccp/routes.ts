import { registerMultipart } from '../caisse/uploads/images';
import type { ApiModule } from '../types';
import { dashboardRoutes } from './dashboard/routes';
import { equipmentRoutes } from './equipment/routes';
import { nonConformityRoutes } from './non-conformities/routes';
import { planningRoutes } from './planning/routes';
import { planRoutes } from './plans/routes';
import { productionRoutes } from './productions/routes';
import { recordKinds } from './records/kinds';
import { recordPhotoRoutes, recordRoutes } from './records/routes';
import { registerRoutes } from './register/routes';

/** HACCP: the kitchen's food-safety register (PRODUCT §5, docs/haccp.md). */
export const haccpModule: ApiModule = {
  name: 'haccp',
  routes: async (app, deps) => {
    const { db } = deps;
    await registerMultipart(app);
    equipmentRoutes(app, db);
    planRoutes(app, db);
    planningRoutes(app, db);
    for (const kind of recordKinds) recordRoutes(app, db, kind);
    recordPhotoRoutes(app, deps);
    productionRoutes(app, db);
    nonConformityRoutes(app, db);
    dashboardRoutes(app, db);
    registerRoutes(app, deps);
  },
};
