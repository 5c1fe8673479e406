import { z } from 'zod';
import type { Db } from '../../../db/database';
import { RESTAURANT_ROLES } from '../../../lib/access';

/** Shared bits of the sales ledger routes (docs/caisse-ledger.md). */
export const LEDGER_ACCESS = { roles: RESTAURANT_ROLES, restaurant: true, module: 'fitfit_caisse' } as const;
export const DEVICE_ACCESS = { device: true, module: 'fitfit_caisse' } as const;
export const ledgerTags = ['caisse — ventes'];
export const complianceTags = ['caisse — conformité'];
export const ledgerUrl = (resource: string) => `/api/v1/restaurants/:restaurantId/caisse/${resource}`;
export const restaurantParams = z.object({ restaurantId: z.uuid() });
export const idParams = restaurantParams.extend({ id: z.uuid() });

/** A transaction or the pool: services pass the one they are in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

export const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
export const isoOrNull = (d: Date | string | null | undefined) => (d == null ? null : iso(d));

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
/**
 * The business date of an instant (PRODUCT §1): the calendar date in the restaurant's timezone once the
 * day-change hour is taken off, so a ticket at 01:30 with a 05:00 change belongs to the day before.
 */
export const businessDateOf = (instant: Date | string, timezone: string, dayChangeHour: number) => {
  let f = dayFormatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timezone, f);
  }
  return f.format(new Date(new Date(instant).getTime() - dayChangeHour * 3_600_000));
};
