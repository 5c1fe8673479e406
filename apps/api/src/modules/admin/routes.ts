import type { ApiModule } from '../types';
import { fitfitModuleRoutes } from './fitfit-modules/routes';
import { hardwareRoutes } from './hardwares/routes';
import { lookupRoutes } from './lookups/routes';
import { markRoutes } from './marks/routes';
import { restaurantHardwareRoutes } from './restaurant-hardwares/routes';
import { restaurantModuleRoutes } from './restaurant-modules/routes';
import { restaurantRoutes } from './restaurants/routes';
import { terminalPartnerRoutes } from './terminal-partners/routes';

/** Administration of the platform: marks, modules, partners, equipment, restaurants; public lookups. */
export const adminModule: ApiModule = {
  name: 'admin',
  routes: (app, { db }) => {
    markRoutes(app, db);
    fitfitModuleRoutes(app, db);
    terminalPartnerRoutes(app, db);
    hardwareRoutes(app, db);
    restaurantRoutes(app, db);
    restaurantModuleRoutes(app, db);
    restaurantHardwareRoutes(app, db);
    lookupRoutes(app);
  },
};
