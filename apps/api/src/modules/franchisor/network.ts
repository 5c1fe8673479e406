import type { NetworkRestaurant } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Access } from '../../lib/access';
import { dayChangeHourNowSql, timezoneNowSql } from '../../lib/business-day';
import { forbidden, notFound } from '../../lib/http-errors';
import { inScope, type NetworkScope, subScope, type TenantScope } from '../../lib/tenant-scope';
import { rateNow } from '../admin';

/**
 * Access of every network route: a franchisor reads the live restaurants of its marks (the access hook's `network`
 * scope), an admin every restaurant; a restorer or a seller is refused (403). Which of them hold the cash register
 * today is `networkRestaurants`' filter (a module is checked with one restaurant only, never on a network route).
 */
export const NETWORK_ACCESS: Access = { roles: ['franchisor', 'admin'], network: true };

/**
 * The restaurants a network call reads: the scope the access hook computed, narrowed to live restaurants holding
 * fitfit_caisse today (an admin's `all` scope included), named, with their mark's rates in force this month.
 */
export const networkRestaurants = async (db: Db, scope: TenantScope): Promise<NetworkRestaurant[]> => {
  const { rows } = await db.execute<NetworkRestaurant>(sql`
    select r.id, r.name, r.mark_id, m.name as mark_name, ${timezoneNowSql(sql`r`)} as timezone, ${dayChangeHourNowSql(sql`r`)} as day_change_hour,
      coalesce(${rateNow('royalty_rate_bp')}, 0)::int as royalty_rate_bp,
      coalesce(${rateNow('advertising_rate_bp')}, 0)::int as advertising_rate_bp
    from restaurants r left join marks m on m.id = r.mark_id
    where ${inScope(scope, sql`r.id`)} and r.deleted_at is null
      and exists (select 1 from fitfit_module_restaurants fmr join fitfit_modules fm on fm.id = fmr.fitfit_module_id
        where fmr.restaurant_id = r.id and fm.code_name = 'fitfit_caisse' and fmr.starts_on <= current_date
          and (fmr.ends_on is null or fmr.ends_on >= current_date))
    order by r.name, r.id`);
  return rows;
};

export interface Network {
  /** The restaurants read, after the filter. */
  restaurants: NetworkRestaurant[];
  /** Always an explicit list (never `all`): what the repositories are given. */
  scope: NetworkScope;
  name: (restaurantId: string) => string;
}

/**
 * The network of a request, narrowed to `restaurantId` when the filter is given. A restaurant outside it is refused
 * whatever the caller sends: 403 for a franchisor (as the restaurant routes answer), 404 for an admin.
 */
export const networkOf = async (db: Db, scope: TenantScope, restaurantId?: string, isAdmin = scope.kind === 'all'): Promise<Network> => {
  const all = await networkRestaurants(db, scope);
  const restaurants = restaurantId ? all.filter((r) => r.id === restaurantId) : all;
  if (restaurantId && !restaurants.length)
    throw isAdmin ? notFound('Restaurant introuvable') : forbidden("Vous n'avez pas accès à ce restaurant");
  const names = new Map(all.map((r) => [r.id, r.name]));
  return {
    restaurants,
    scope: subScope(
      scope,
      restaurants.map((r) => r.id),
    ),
    name: (id) => names.get(id) ?? '',
  };
};
