import type { TicketInputParsed } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { clockChangesSql, type Queryable, type RestaurantClock } from '../common';

type Rates = { rate_on_spot_bp: number; rate_takeaway_bp: number; rate_delivery_bp: number };

/** What the server knows of the restaurant to check a batch of tickets: only the rows the batch names. */
export interface References {
  /** The restaurant's clock: the business date of each ticket (lib/business-day.ts). */
  clock: RestaurantClock;
  registerLabel: string | null;
  products: Map<string, { name: string } & Rates>;
  menus: Map<string, { name: string } & Rates>;
  optionValues: Set<string>;
  posUsers: Map<string, string>;
  /** Customers named by the batch and erased (RGPD): their tickets do not copy a name or an e-mail any more. */
  anonymisedCustomers: Set<string>;
}

const uuids = (values: Iterable<string | null | undefined>) => {
  const set = new Set<string>();
  for (const v of values) if (v) set.add(v);
  return [...set];
};
const anyOf = (ids: string[]) => sql`any(${`{${ids.join(',')}}`}::uuid[])`;

export const loadReferences = async (
  db: Queryable,
  restaurantId: string,
  registerId: string | null,
  tickets: readonly TicketInputParsed[],
): Promise<References> => {
  const lines = tickets.flatMap((t) => t.lines);
  const productIds = uuids([...lines.map((l) => l.product_id), ...lines.flatMap((l) => l.choices.map((c) => c.product_id))]);
  const menuIds = uuids(lines.map((l) => l.menu_id));
  const optionIds = uuids(lines.flatMap((l) => l.options.map((o) => o.option_value_id)));
  const posUserIds = uuids(tickets.map((t) => t.pos_user_id));
  const customerIds = uuids(tickets.map((t) => t.customer_id));
  // one query, one pooled connection: with several terminals uploading at once, five parallel selects per batch
  // queued for the pool's connections
  const { rows } = await db.execute<{
    timezone: string;
    day_change_hour: number;
    changes: RestaurantClock['changes'];
    register_label: string | null;
    products: ({ id: string; name: string } & Rates)[];
    menus: ({ id: string; name: string } & Rates)[];
    options: string[];
    pos_users: { id: string; name: string }[];
    anonymised_customers: string[];
  }>(
    sql`select r.timezone, r.day_change_hour, ${clockChangesSql(sql`r.id`)} as changes,
          (select coalesce(rh.label, h.brand || ' ' || h.model) from restaurant_hardwares rh join hardwares h on h.id = rh.hardware_id
            where rh.id = ${registerId} and rh.restaurant_id = r.id) as register_label,
          (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'rate_on_spot_bp', t.rate_on_spot_bp,
                    'rate_takeaway_bp', t.rate_takeaway_bp, 'rate_delivery_bp', t.rate_delivery_bp)), '[]')
            from caisse_products p join caisse_taxes t on t.id = p.tax_id and t.restaurant_id = p.restaurant_id
            where p.restaurant_id = r.id and p.id = ${anyOf(productIds)}) as products,
          (select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'rate_on_spot_bp', t.rate_on_spot_bp,
                    'rate_takeaway_bp', t.rate_takeaway_bp, 'rate_delivery_bp', t.rate_delivery_bp)), '[]')
            from caisse_menus m join caisse_taxes t on t.id = m.tax_id and t.restaurant_id = m.restaurant_id
            where m.restaurant_id = r.id and m.id = ${anyOf(menuIds)}) as menus,
          (select coalesce(json_agg(o.id), '[]') from caisse_option_values o where o.restaurant_id = r.id and o.id = ${anyOf(optionIds)}) as options,
          (select coalesce(json_agg(json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name)), '[]')
            from caisse_pos_users u where u.restaurant_id = r.id and u.id = ${anyOf(posUserIds)}) as pos_users,
          (select coalesce(json_agg(c.id), '[]') from caisse_customers c
            where c.restaurant_id = r.id and c.id = ${anyOf(customerIds)} and c.anonymised_at is not null) as anonymised_customers
        from restaurants r where r.id = ${restaurantId}`,
  );
  const r = rows[0];
  return {
    clock: { timezone: r.timezone, day_change_hour: r.day_change_hour, changes: r.changes },
    registerLabel: r.register_label,
    products: new Map(r.products.map((p) => [p.id, p])),
    menus: new Map(r.menus.map((m) => [m.id, m])),
    optionValues: new Set(r.options),
    posUsers: new Map(r.pos_users.map((u) => [u.id, u.name])),
    anonymisedCustomers: new Set(r.anonymised_customers),
  };
};
