import { registerMultipart, registerUploadRoute } from '../../lib/uploads/images';
import type { ApiModule } from '../types';
import { accountingRoutes } from './accounting/routes';
import { catalogRoutes } from './catalog/routes';
import { categoryRoutes } from './categories/routes';
import { heatTagRoutes } from './heat-tags/routes';
import { menuRoutes } from './menus/routes';
import { optionRoutes } from './options/routes';
import { productRoutes } from './products/routes';
import { taxRoutes } from './taxes/routes';

/** Cash register back office: the menu card (PRODUCT §3.1). */
export const caisseCardModule: ApiModule = {
  name: 'caisse-card',
  routes: async (app, deps) => {
    const { db, storage } = deps;
    await registerMultipart(app);
    registerUploadRoute(app, storage);
    heatTagRoutes(app, db);
    taxRoutes(app, db);
    categoryRoutes(app, db);
    optionRoutes(app, db);
    productRoutes(app, deps);
    menuRoutes(app, deps);
    catalogRoutes(app, db);
    accountingRoutes(app, db);
  },
};
