import type { ApiModule } from '../types';
import { categoryRoutes } from './catalogue/categories';
import { priceListRoutes } from './catalogue/price-list';
import { productRoutes } from './catalogue/products';
import { providerRoutes } from './catalogue/providers';
import { foodCostRoutes } from './food-cost/routes';
import { inventoryRoutes } from './inventories/routes';
import { mercurialeRoutes } from './mercuriales';
import { orderRoutes } from './orders/routes';
import { recipeRoutes } from './recipes/routes';
import { productSettingRoutes } from './settings';

/** Stock (PRODUCT §4): the platform catalogue; restaurant orders, inventories and recipes build on it. */
export const stockModule: ApiModule = {
  name: 'stock',
  routes: async (app, { db, mailer, storage }) => {
    providerRoutes(app, db);
    categoryRoutes(app, db);
    productRoutes(app, db);
    await priceListRoutes(app, db);
    orderRoutes(app, db, mailer, storage);
    mercurialeRoutes(app, db);
    inventoryRoutes(app, db);
    recipeRoutes(app, db);
    foodCostRoutes(app, db);
    productSettingRoutes(app, db);
  },
};
