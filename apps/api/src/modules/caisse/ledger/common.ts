import { RESTAURANT_ROLES } from '../../../lib/access';

/** Shared bits of the sales ledger routes (docs/caisse-ledger.md); their paths and tags are in contracts' caisseLedgerEndpoints. */
export const LEDGER_ACCESS = { roles: RESTAURANT_ROLES, restaurant: true, module: 'fitfit_caisse' } as const;
export const DEVICE_ACCESS = { device: true, module: 'fitfit_caisse' } as const;

export type { Queryable } from '../../../db/database';

export const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
export const isoOrNull = (d: Date | string | null | undefined) => (d == null ? null : iso(d));

/** The business date of an instant under one setting; `businessDateIn` (lib/business-day.ts) when the setting changed. */
export { businessDateIn, businessDateOf, clockChangesSql, type RestaurantClock, readClock, settingOn } from '../../../lib/business-day';
