import { z } from 'zod';
import { RESTAURANT_ROLES } from '../../../lib/access';

/** Shared bits of the sales ledger routes (docs/caisse-ledger.md). */
export const LEDGER_ACCESS = { roles: RESTAURANT_ROLES, restaurant: true, module: 'fitfit_caisse' } as const;
export const DEVICE_ACCESS = { device: true, module: 'fitfit_caisse' } as const;
export const ledgerTags = ['caisse — ventes'];
export const complianceTags = ['caisse — conformité'];
export const ledgerUrl = (resource: string) => `/api/v1/restaurants/:restaurantId/caisse/${resource}`;
export const restaurantParams = z.object({ restaurantId: z.uuid() });
export const idParams = restaurantParams.extend({ id: z.uuid() });

export type { Queryable } from '../../../db/database';

export const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
export const isoOrNull = (d: Date | string | null | undefined) => (d == null ? null : iso(d));

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
/**
 * The business date of an instant (PRODUCT §1): the calendar date in the restaurant's timezone once the
 * day-change hour is taken off the wall clock, so a ticket at 01:30 with a 05:00 change belongs to the day before.
 * The hour is compared on the local clock, not subtracted from the instant: on a DST change day "instant − 5 h"
 * lands an hour off (04:30 after the autumn change would fall on the new day, 05:30 after the spring one on the old).
 */
export const businessDateOf = (instant: Date | string, timezone: string, dayChangeHour: number) => {
  let f = dayFormatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    dayFormatters.set(timezone, f);
  }
  const local = f.format(new Date(instant)); // "2026-10-25, 04"
  const date = local.slice(0, 10);
  if (Number(local.slice(12, 14)) >= dayChangeHour) return date;
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
};
