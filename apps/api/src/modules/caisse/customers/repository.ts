import type { CustomerInputParsed, CustomerListQuery } from '@fitfit/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { caisseCustomers } from '../../../db/schema';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import type { Queryable } from '../ledger/common';

/** A customer row as the API shows it, with its orders (ended tickets) counted. */
export type CustomerRow = {
  id: string;
  first_name: string | null;
  last_name: string;
  email: string | null;
  phone: string | null;
  birthday: string | null;
  address_line: string | null;
  postal_code: string | null;
  city: string | null;
  company: string | null;
  vat_number: string | null;
  loyalty_points: number;
  notes: string | null;
  marketing_consent: boolean;
  anonymised_at: string | null;
  orders_count: number;
  last_visit_at: string | null;
  created_at: string;
  updated_at: string;
};

/** Orders are the customer's ended tickets: a cancelled ticket and its cancellation are not a visit. */
const ORDERS = sql`caisse_tickets t where t.restaurant_id = c.restaurant_id and t.customer_id = c.id and t.status = 'ended'`;

const SELECT = sql`c.id, c.first_name, c.last_name, c.email, c.phone, c.birthday::text as birthday, c.address_line, c.postal_code,
  c.city, c.company, c.vat_number, c.loyalty_points, c.notes, c.marketing_consent,
  ${iso(sql`c.anonymised_at`)} as anonymised_at, ${iso(sql`c.created_at`)} as created_at, ${iso(sql`c.updated_at`)} as updated_at,
  coalesce(o.orders_count, 0)::int as orders_count, ${iso(sql`o.last_visit_at`)} as last_visit_at`;
const FROM = sql`caisse_customers c left join lateral (select count(*) as orders_count, max(t.closed_at) as last_visit_at from ${ORDERS}) o on true`;

export const listCustomers = (db: Db, scope: RestaurantScope, q: CustomerListQuery) => {
  const where: SQL[] = [inScope(scope, sql`c.restaurant_id`)];
  if (q.marketing_consent !== undefined) where.push(sql`c.marketing_consent = ${q.marketing_consent}`);
  if (q.has_orders !== undefined)
    where.push(q.has_orders ? sql`exists (select 1 from ${ORDERS})` : sql`not exists (select 1 from ${ORDERS})`);
  if (q.birthday_this_month) where.push(sql`extract(month from c.birthday) = extract(month from current_date)`);
  return pagedQuery<CustomerRow>({
    db,
    query: q,
    select: SELECT,
    from: FROM,
    where,
    // "0612" finds "06 12 34 56 78"; "Jean Dupont" finds first and last name together
    searchColumns: [
      sql`c.last_name`,
      sql`c.first_name`,
      sql`concat_ws(' ', c.first_name, c.last_name)`,
      sql`c.email`,
      sql`c.phone`,
      sql`replace(c.phone, ' ', '')`,
      sql`c.company`,
    ],
    sortColumns: {
      last_name: [sql`lower(c.last_name)`, sql`lower(c.first_name)`],
      created_at: sql`c.created_at`,
      last_visit_at: sql`o.last_visit_at`,
      orders_count: sql`coalesce(o.orders_count, 0)`,
      email: sql`lower(c.email)`,
      company: sql`lower(c.company)`,
    },
    tieBreaker: sql`c.id`,
  });
};

export const findCustomer = async (db: Queryable, scope: RestaurantScope, id: string) => {
  const { rows } = await db.execute<CustomerRow>(
    sql`select ${SELECT} from ${FROM} where ${inScope(scope, sql`c.restaurant_id`)} and c.id = ${id}`,
  );
  return rows[0];
};

const mine = (scope: RestaurantScope, id: string) => and(inScope(scope, caisseCustomers.restaurant_id), eq(caisseCustomers.id, id));

export const insertCustomers = async (db: Queryable, scope: RestaurantScope, inputs: readonly CustomerInputParsed[]) =>
  inputs.length
    ? db
        .insert(caisseCustomers)
        .values(inputs.map((i) => ({ ...i, restaurant_id: scope.restaurantId })))
        .returning({ id: caisseCustomers.id })
    : [];

export const updateCustomer = async (db: Queryable, scope: RestaurantScope, id: string, input: CustomerInputParsed) =>
  (
    await db
      .update(caisseCustomers)
      .set({ ...input, updated_at: sql`now()` })
      .where(and(mine(scope, id), sql`${caisseCustomers.anonymised_at} is null`))
      .returning({ id: caisseCustomers.id })
  )[0];

/** Whether any ticket (of any status) names the customer: such a customer is anonymised, never deleted. */
export const hasTickets = async (db: Queryable, scope: RestaurantScope, id: string) => {
  const { rows } = await db.execute<{ found: boolean }>(
    sql`select exists (select 1 from caisse_tickets t where ${inScope(scope, sql`t.restaurant_id`)} and t.customer_id = ${id}) as found`,
  );
  return rows[0].found;
};

export const deleteCustomer = async (db: Queryable, scope: RestaurantScope, id: string) =>
  (await db.delete(caisseCustomers).where(mine(scope, id)).returning({ id: caisseCustomers.id }))[0];

/** Everything that names the person goes; the row, its id and its creation date stay for the tickets. */
export const anonymiseCustomer = async (db: Queryable, scope: RestaurantScope, id: string) =>
  (
    await db
      .update(caisseCustomers)
      .set({
        first_name: null,
        last_name: 'Client anonymisé',
        email: null,
        phone: null,
        birthday: null,
        address_line: null,
        postal_code: null,
        city: null,
        company: null,
        vat_number: null,
        loyalty_points: 0,
        notes: null,
        marketing_consent: false,
        anonymised_at: sql`coalesce(${caisseCustomers.anonymised_at}, now())`,
        updated_at: sql`now()`,
      })
      .where(mine(scope, id))
      .returning({ id: caisseCustomers.id })
  )[0];

/** E-mails already held by the restaurant among these (lower case), for the import's per-row errors. */
export const takenEmails = async (db: Queryable, scope: RestaurantScope, emails: readonly string[]) => {
  if (!emails.length) return new Set<string>();
  const { rows } = await db.execute<{ email: string }>(
    sql`select lower(c.email) as email from caisse_customers c
        where ${inScope(scope, sql`c.restaurant_id`)} and lower(c.email) in (${sql.join(
          emails.map((e) => sql`${e}`),
          sql`, `,
        )})`,
  );
  return new Set(rows.map((r) => r.email));
};
