import type { OpeningDay, RestaurantDetailsData } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { restaurantClockChanges, restaurantIdentities, restaurantOpeningHours } from '../../../db/schema';
import { clockChangesSql, type RestaurantClock } from '../../../lib/business-day';
import { FISCAL_IDENTITY_COLUMNS, type FiscalIdentity } from '../../../lib/restaurant-identity';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';

/** What the details page shows and a change compares: the restaurant's row, its clock, when it was created. */
export type DetailsRow = FiscalIdentity & {
  name: string;
  phone: string | null;
  email: string | null;
  logo_url: string | null;
  created_at: string;
  clock: RestaurantClock;
};

/** The restaurant's row; `lock` holds it until the transaction ends (two owners saving at once take turns). */
export const findRow = async (db: Queryable, scope: RestaurantScope, lock = false) => {
  const { rows } = await db.execute<DetailsRow>(
    sql`select r.name, ${sql.join(
      FISCAL_IDENTITY_COLUMNS.map((c) => sql`r.${sql.raw(c)}`),
      sql`, `,
    )}, r.phone, r.email, r.logo_url, r.created_at::text as created_at,
        json_build_object('timezone', r.timezone, 'day_change_hour', r.day_change_hour, 'changes', ${clockChangesSql(sql`r.id`)}) as clock
        from restaurants r where ${inScope(scope, sql`r.id`)} and r.deleted_at is null ${lock ? sql`for no key update of r` : sql``}`,
  );
  return rows[0];
};

type RowValues = Omit<RestaurantDetailsData, 'opening_hours'>;

export const updateRow = (db: Queryable, scope: RestaurantScope, v: RowValues) =>
  db.execute(
    sql`update restaurants set name = ${v.name}, legal_name = ${v.legal_name}, siret = ${v.siret}, vat_number = ${v.vat_number},
          naf_code = ${v.naf_code}, address_line = ${v.address_line}, postal_code = ${v.postal_code}, city = ${v.city},
          country = ${v.country}, phone = ${v.phone}, email = ${v.email}, timezone = ${v.timezone},
          day_change_hour = ${v.day_change_hour}, updated_at = now()
        where ${inScope(scope, sql`id`)}`,
  );

/** Points the restaurant to its new logo and says which one it had (undefined: no such restaurant). */
export const setLogo = async (db: Queryable, scope: RestaurantScope, url: string | null) => {
  const { rows } = await db.execute<{ previous: string | null }>(
    sql`update restaurants r set logo_url = ${url}, updated_at = now()
        from (select id, logo_url from restaurants where ${inScope(scope, sql`id`)} and deleted_at is null for update) old
        where r.id = old.id returning old.logo_url as previous`,
  );
  return rows[0];
};

/** Every weekday, Sunday (0) first: closed, or its ranges by start. */
export const openingHours = async (db: Queryable, scope: RestaurantScope): Promise<OpeningDay[]> => {
  const { rows } = await db.execute<{ weekday: number; start: string; end: string }>(
    sql`select weekday, to_char(starts_at, 'HH24:MI') as start, to_char(ends_at, 'HH24:MI') as end
        from restaurant_opening_hours where ${inScope(scope, sql`restaurant_id`)} order by weekday, starts_at`,
  );
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const ranges = rows.filter((r) => r.weekday === weekday).map(({ start, end }) => ({ start, end }));
    return { weekday, closed: ranges.length === 0, ranges };
  });
};

export const replaceOpeningHours = async (db: Queryable, scope: RestaurantScope, days: readonly OpeningDay[]) => {
  await db.execute(sql`delete from restaurant_opening_hours where ${inScope(scope, sql`restaurant_id`)}`);
  const rows = days.flatMap((d) =>
    d.closed ? [] : d.ranges.map((r) => ({ restaurant_id: scope.restaurantId, weekday: d.weekday, starts_at: r.start, ends_at: r.end })),
  );
  if (rows.length) await db.insert(restaurantOpeningHours).values(rows);
};

/** Keeps the identity being replaced, in force from the end of the one before it (or the restaurant's creation) until now. */
export const keepIdentity = (db: Queryable, scope: RestaurantScope, identity: FiscalIdentity, createdAt: string, userId: string | null) =>
  db.insert(restaurantIdentities).values({
    restaurant_id: scope.restaurantId,
    valid_from: sql`coalesce((select max(i.valid_until) from restaurant_identities i where ${inScope(scope, sql`i.restaurant_id`)}),
      ${createdAt}::timestamptz)`,
    valid_until: sql`now()`,
    legal_name: identity.legal_name,
    siret: identity.siret,
    vat_number: identity.vat_number,
    naf_code: identity.naf_code,
    address_line: identity.address_line,
    postal_code: identity.postal_code,
    city: identity.city,
    country: identity.country,
    replaced_by_user_id: userId,
  });

export type ClockChangeRow = typeof restaurantClockChanges.$inferInsert;

/** Writes the change that takes effect on `effective_date` (one per date: a second save that day replaces it). */
export const saveClockChange = (db: Queryable, row: ClockChangeRow) =>
  db
    .insert(restaurantClockChanges)
    .values(row)
    .onConflictDoUpdate({
      target: [restaurantClockChanges.restaurant_id, restaurantClockChanges.effective_date],
      set: {
        timezone: row.timezone,
        day_change_hour: row.day_change_hour,
        changed_at: sql`now()`,
        changed_by_user_id: row.changed_by_user_id,
      },
    });

export const dropClockChange = (db: Queryable, scope: RestaurantScope, effectiveDate: string) =>
  db.execute(
    sql`delete from restaurant_clock_changes where ${inScope(scope, sql`restaurant_id`)} and effective_date = ${effectiveDate}::date`,
  );
