import type { ApiModule } from '../types';
import { categoryRoutes } from './catalogue/categories';
import { priceListRoutes } from './catalogue/price-list';
import { productRoutes } from './catalogue/products';
import { providerRoutes } from './catalogue/providers';

/** Stock (PRODUCT §4): the platform catalogue; restaurant orders, inventories and recipes build on it. */
export const stockModule: ApiModule = {
  name: 'stock',
  routes: async (app, { db }) => {
    providerRoutes(app, db);
    categoryRoutes(app, db);
    productRoutes(app, db);
    await priceListRoutes(app, db);
  },
};
