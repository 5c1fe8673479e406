import type { TicketInputParsed } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../common';

type Rates = { rate_on_spot_bp: number; rate_takeaway_bp: number; rate_delivery_bp: number };

/** What the server knows of the restaurant to check a batch of tickets: only the rows the batch names. */
export interface References {
  timezone: string;
  dayChangeHour: number;
  registerLabel: string | null;
  products: Map<string, { name: string } & Rates>;
  menus: Map<string, { name: string } & Rates>;
  optionValues: Set<string>;
  posUsers: Map<string, string>;
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
  const none = Promise.resolve({ rows: [] as never[] });
  const [restaurant, products, menus, options, posUsers] = await Promise.all([
    db.execute<{ timezone: string; day_change_hour: number; register_label: string | null }>(
      sql`select r.timezone, r.day_change_hour,
            (select coalesce(rh.label, h.brand || ' ' || h.model) from restaurant_hardwares rh join hardwares h on h.id = rh.hardware_id
              where rh.id = ${registerId} and rh.restaurant_id = r.id) as register_label
          from restaurants r where r.id = ${restaurantId}`,
    ),
    productIds.length
      ? db.execute<{ id: string; name: string } & Rates>(
          sql`select p.id, p.name, t.rate_on_spot_bp, t.rate_takeaway_bp, t.rate_delivery_bp from caisse_products p
              join caisse_taxes t on t.id = p.tax_id and t.restaurant_id = p.restaurant_id
              where p.restaurant_id = ${restaurantId} and p.id = ${anyOf(productIds)}`,
        )
      : none,
    menuIds.length
      ? db.execute<{ id: string; name: string } & Rates>(
          sql`select m.id, m.name, t.rate_on_spot_bp, t.rate_takeaway_bp, t.rate_delivery_bp from caisse_menus m
              join caisse_taxes t on t.id = m.tax_id and t.restaurant_id = m.restaurant_id
              where m.restaurant_id = ${restaurantId} and m.id = ${anyOf(menuIds)}`,
        )
      : none,
    optionIds.length
      ? db.execute<{ id: string }>(
          sql`select id from caisse_option_values where restaurant_id = ${restaurantId} and id = ${anyOf(optionIds)}`,
        )
      : none,
    posUserIds.length
      ? db.execute<{ id: string; name: string }>(
          sql`select id, first_name || ' ' || last_name as name from caisse_pos_users where restaurant_id = ${restaurantId} and id = ${anyOf(posUserIds)}`,
        )
      : none,
  ]);
  const r = restaurant.rows[0];
  return {
    timezone: r.timezone,
    dayChangeHour: r.day_change_hour,
    registerLabel: r.register_label,
    products: new Map(products.rows.map((p) => [p.id, p])),
    menus: new Map(menus.rows.map((m) => [m.id, m])),
    optionValues: new Set(options.rows.map((o) => o.id)),
    posUsers: new Map(posUsers.rows.map((u) => [u.id, u.name])),
  };
};
