import { registerPrivateFileRoute } from '../../lib/private-files';
import { urlSecret } from '../../lib/signed-urls';
import { registerMultipart } from '../../lib/uploads/images';
import type { ApiModule } from '../types';
import { dashboardRoutes } from './dashboard/routes';
import { equipmentRoutes } from './equipment/routes';
import { nonConformityRoutes } from './non-conformities/routes';
import { planningRoutes } from './planning/routes';
import { planRoutes } from './plans/routes';
import { productionRoutes } from './productions/routes';
import { recordKinds } from './records/kinds';
import { moveLegacyPhotos } from './records/photos';
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
    // the only private files so far: the module that stores them serves them (signed addresses)
    registerPrivateFileRoute(app, db, deps.storage);
    app.addHook('onReady', async () => {
      // the signing secret exists before the first answer, so that a read (a list with photos) never writes it
      await urlSecret(db);
      const moved = await moveLegacyPhotos(db, deps.storage);
      if (moved) app.log.info({ moved }, 'HACCP photos moved out of the public folder');
    });
    productionRoutes(app, db);
    nonConformityRoutes(app, db);
    dashboardRoutes(app, db);
    registerRoutes(app, deps);
  },
};
