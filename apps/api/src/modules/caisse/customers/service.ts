import type {
  Customer,
  CustomerDeletion,
  CustomerInputParsed,
  CustomerListQuery,
  CustomerPersonalData,
  DeviceCustomerInput,
  PageQuery,
} from '@fitfit/contracts';
import { customerInputSchema } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { conflict, notFound } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { type ConstraintMeaning, withConstraints } from '../../../lib/pg-errors';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import { shownCustomerEmail, shownCustomerName } from './anonymised';
import { listCustomerTickets } from './insights';
import * as repo from './repository';

export const NOT_FOUND = 'Client introuvable';
export const EMAIL_TAKEN = 'Un client de ce restaurant a déjà cette adresse e-mail';
const ANONYMISED = 'Ce client a été anonymisé : ses données ne peuvent plus être modifiées';
const MEANINGS: Record<string, ConstraintMeaning> = {
  caisse_customers_restaurant_email_key: { status: 409, message: EMAIL_TAKEN, field: 'email' },
};

export const displayName = (r: Pick<repo.CustomerRow, 'first_name' | 'last_name'>) => [r.first_name, r.last_name].filter(Boolean).join(' ');

export const toCustomer = (r: repo.CustomerRow): Customer => ({ ...r, display_name: displayName(r) });

export const listCustomers = async (db: Db, scope: RestaurantScope, query: CustomerListQuery) => {
  const page = await repo.listCustomers(db, scope, query);
  return { ...page, data: page.data.map(toCustomer) };
};

export const getCustomer = async (db: Db, scope: RestaurantScope, id: string) => {
  const row = await repo.findCustomer(db, scope, id);
  if (!row) throw notFound(NOT_FOUND);
  return toCustomer(row);
};

export const createCustomer = (db: Db, scope: RestaurantScope, input: CustomerInputParsed) =>
  withConstraints(async () => {
    const [row] = await repo.insertCustomers(db, scope, [input]);
    return getCustomer(db, scope, row.id);
  }, MEANINGS);

/** A terminal creates the customer it is serving: the same rules as the back office, fewer fields. */
export const createFromDevice = (db: Db, scope: RestaurantScope, input: DeviceCustomerInput) =>
  createCustomer(db, scope, customerInputSchema.parse(input));

export const updateCustomer = (db: Db, scope: RestaurantScope, id: string, input: CustomerInputParsed) =>
  withConstraints(async () => {
    if (!(await repo.updateCustomer(db, scope, id, input))) {
      const existing = await repo.findCustomer(db, scope, id);
      if (!existing) throw notFound(NOT_FOUND);
      throw conflict(ANONYMISED);
    }
    return getCustomer(db, scope, id);
  }, MEANINGS);

/**
 * Deletion and RGPD erasure are one act: a customer no ticket names is removed; one that tickets name is
 * anonymised (the tickets keep their link to an anonymous row and their totals, which the fiscal chain seals).
 */
export const eraseCustomer = (db: Db, scope: RestaurantScope, id: string): Promise<CustomerDeletion> =>
  db.transaction(async (tx) => {
    // the customer's row is locked first, so a ticket naming it cannot slip in between the check and the delete
    const { rows } = await tx.execute(
      sql`select 1 from caisse_customers c where ${inScope(scope, sql`c.restaurant_id`)} and c.id = ${id} for update`,
    );
    if (!rows.length) throw notFound(NOT_FOUND);
    if (await repo.hasTickets(tx, scope, id)) {
      await repo.anonymiseCustomer(tx, scope, id);
      return { outcome: 'anonymised' as const };
    }
    await repo.deleteCustomer(tx, scope, id);
    return { outcome: 'deleted' as const };
  });

export const customerTickets = async (db: Db, scope: RestaurantScope, id: string, query: PageQuery) => {
  await getCustomer(db, scope, id);
  return listCustomerTickets(db, scope, id, query);
};

/** Terminal look-up by phone or name: the first 20 live customers, best known first. */
export const searchFromDevice = async (db: Db, scope: RestaurantScope, search: string) => {
  const page = await repo.listCustomers(db, scope, {
    search,
    page: 1,
    per_page: 20,
    order: 'desc',
    sort: 'orders_count',
    marketing_consent: undefined,
    has_orders: undefined,
    birthday_this_month: undefined,
  });
  return page.data.filter((c) => !c.anonymised_at).map(toCustomer);
};

/** RGPD: everything the restaurant holds on one person, its tickets and their lines included. */
export const personalData = async (db: Db, scope: RestaurantScope, id: string): Promise<CustomerPersonalData> => {
  const customer = await getCustomer(db, scope, id);
  const [{ rows: restaurant }, { rows: tickets }] = await Promise.all([
    db.execute<{ id: string; name: string }>(sql`select r.id, r.name from restaurants r where r.id = ${scope.restaurantId}`),
    db.execute<CustomerPersonalData['tickets'][number]>(
      sql`select t.id, t.number, t.business_date::text as business_date, ${iso(sql`t.closed_at`)} as closed_at, t.status, t.type,
            t.total_ttc_cents, t.payment_methods, ${shownCustomerName()} as customer_name, ${shownCustomerEmail()} as customer_email,
            coalesce((select json_agg(json_build_object('name', l.name, 'quantity', l.quantity, 'total_cents', l.total_cents) order by l.position)
                      from caisse_ticket_lines l where l.restaurant_id = t.restaurant_id and l.ticket_id = t.id), '[]') as lines
          from caisse_tickets t where ${inScope(scope, sql`t.restaurant_id`)} and t.customer_id = ${id}
          order by t.closed_at, t.number`,
    ),
  ]);
  return { exported_at: new Date().toISOString(), restaurant: restaurant[0], customer, tickets };
};
