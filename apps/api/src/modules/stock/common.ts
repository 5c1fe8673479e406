import { ADMIN_ONLY, RESTAURANT_ROLES } from '../../lib/access';

/** The platform catalogue (SPEC §7 admin/stock): the administrator alone. */
export const CATALOGUE_ACCESS = { roles: ADMIN_ONLY };

/** A restaurant's stock (orders, inventories, mercuriale): SPEC §6 restaurant roles, with fitfit_stocks. */
export const STOCK_ACCESS = { roles: RESTAURANT_ROLES, restaurant: true, module: 'fitfit_stocks' } as const;
