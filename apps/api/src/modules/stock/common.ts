import { ADMIN_ONLY } from '../../lib/access';

/** The platform catalogue (SPEC §7 admin/stock): the administrator alone. */
export const CATALOGUE_ACCESS = { roles: ADMIN_ONLY };
export const catalogueTags = ['admin stock'];
export const CATALOGUE_BASE = '/api/v1/admin/stock';
