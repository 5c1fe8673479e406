import { type SalesDimension, salesFigureKeys } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { timezoneOnSql } from '../../../lib/business-day';

/**
 * The one definition of every sales figure per dimension, as SQL over the tickets (`t`) and the restaurant (`r`):
 * the closing writes its rollups with it and the screens add the open days with it, so closed and open days
 * can never be computed two ways.
 */
const NOT_CANCEL = sql`t.status <> 'cancel_created'`;
const CANCEL = sql`t.status = 'cancel_created'`;

interface DimensionSql {
  /** Joins after `caisse_tickets t join restaurants r`. */
  joins: SQL;
  key: SQL;
  label: SQL;
  figures: Partial<Record<(typeof salesFigureKeys)[number], SQL>>;
}

/** Figures of whole tickets: one row of the dimension per ticket. */
const ticketFigures = {
  tickets: sql`count(*) filter (where ${NOT_CANCEL})`,
  covers: sql`coalesce(sum(t.covers) filter (where ${NOT_CANCEL}), 0)`,
  ht_cents: sql`sum(t.total_ht_cents)`,
  tva_cents: sql`sum(t.total_tva_cents)`,
  ttc_cents: sql`sum(t.total_ttc_cents)`,
  discount_cents: sql`sum(t.discount_cents)`,
  offered_cents: sql`sum(t.offered_cents)`,
  cancellations: sql`count(*) filter (where ${CANCEL})`,
  cancellations_cents: sql`coalesce(sum(-t.total_ttc_cents) filter (where ${CANCEL}), 0)`,
};

/** Figures of ticket lines (a cancellation's lines carry negated quantities and amounts). */
const lineFigures = {
  tickets: sql`count(distinct t.id) filter (where ${NOT_CANCEL})`,
  quantity: sql`sum(l.quantity)`,
  ttc_cents: sql`sum(l.total_cents)`,
  discount_cents: sql`sum(l.discount_cents)`,
  offered_cents: sql`sum(case when l.offered then l.quantity * l.unit_price_cents else 0 end)`,
  cancellations: sql`count(distinct t.id) filter (where ${CANCEL})`,
  cancellations_cents: sql`coalesce(sum(-l.total_cents) filter (where ${CANCEL}), 0)`,
};
/**
 * The seller of a ticket: its own POS user, or for a cancellation the cancelled ticket's (looked up for
 * cancellations only, by its key, so the other tickets cost nothing and no join can change the plan).
 */
const sellerOf = (column: 'pos_user_id' | 'pos_user_name') =>
  sql`case when t.cancels_ticket_id is null then t.${sql.raw(column)}
    else (select o.${sql.raw(column)} from caisse_tickets o where o.restaurant_id = t.restaurant_id and o.id = t.cancels_ticket_id) end`;
const lines = sql`join caisse_ticket_lines l on l.restaurant_id = t.restaurant_id and l.ticket_id = t.id`;

const dimensions: Record<SalesDimension, DimensionSql> = {
  day: { joins: sql``, key: sql`''`, label: sql`''`, figures: ticketFigures },
  // the hour on the restaurant's clock in force on the ticket's business day (a new timezone from the next day), DST included
  hour: {
    joins: sql``,
    key: sql`to_char(t.closed_at at time zone ${timezoneOnSql(sql`r`, sql`t.business_date`)}, 'HH24')`,
    label: sql`''`,
    figures: ticketFigures,
  },
  source: { joins: sql``, key: sql`t.source`, label: sql`''`, figures: ticketFigures },
  type: { joins: sql``, key: sql`t.type`, label: sql`''`, figures: ticketFigures },
  // a cancellation (made in the back office, no POS user of its own) belongs to the seller of the ticket it cancels
  pos_user: {
    joins: sql``,
    key: sql`coalesce(${sellerOf('pos_user_id')}::text, '')`,
    label: sql`coalesce(max(${sellerOf('pos_user_name')}), '')`,
    figures: ticketFigures,
  },
  payment: {
    joins: sql`join caisse_ticket_payments p on p.restaurant_id = t.restaurant_id and p.ticket_id = t.id`,
    key: sql`p.method`,
    label: sql`''`,
    figures: {
      tickets: sql`count(distinct t.id) filter (where ${NOT_CANCEL})`,
      ttc_cents: sql`sum(p.amount_cents)`,
      cancellations: sql`count(distinct t.id) filter (where ${CANCEL})`,
      cancellations_cents: sql`coalesce(sum(-p.amount_cents) filter (where ${CANCEL}), 0)`,
    },
  },
  vat: {
    joins: sql`join caisse_ticket_vats v on v.restaurant_id = t.restaurant_id and v.ticket_id = t.id`,
    key: sql`v.rate_bp::text`,
    label: sql`''`,
    figures: {
      tickets: ticketFigures.tickets,
      ht_cents: sql`sum(v.ht_cents)`,
      tva_cents: sql`sum(v.tva_cents)`,
      ttc_cents: sql`sum(v.ttc_cents)`,
      cancellations: ticketFigures.cancellations,
      cancellations_cents: sql`coalesce(sum(-v.ttc_cents) filter (where ${CANCEL}), 0)`,
    },
  },
  // what was sold, by the id the terminal sent (menus apart), named as on the latest ticket of the day
  product: {
    joins: lines,
    key: sql`case when l.menu_id is not null then 'menu:' || l.menu_id when l.product_id is not null then 'product:' || l.product_id else 'name:' || l.name end`,
    label: sql`max(l.name)`,
    figures: lineFigures,
  },
  // the product's category on the card when the day is rolled up (the ticket keeps no category)
  category: {
    joins: sql`${lines} left join caisse_products cp on cp.restaurant_id = l.restaurant_id and cp.id = l.product_id
      left join caisse_categories cc on cc.restaurant_id = cp.restaurant_id and cc.id = cp.category_id`,
    key: sql`case when l.menu_id is not null then 'menus' else coalesce(cc.id::text, '') end`,
    label: sql`case when bool_or(l.menu_id is not null) then 'Formules' else coalesce(max(cc.name), 'Sans catégorie') end`,
    figures: lineFigures,
  },
  // the options chosen on the lines (« Saignant », « Supplément fromage »), by the id the terminal sent or their name:
  // how many were sold, on how many tickets, and what their supplements brought (already in their lines' price)
  option: {
    joins: sql`${lines} cross join lateral jsonb_array_elements(l.options) as o(v)`,
    key: sql`coalesce(o.v->>'option_value_id', 'name:' || (o.v->>'name'))`,
    label: sql`max(o.v->>'name')`,
    figures: {
      tickets: lineFigures.tickets,
      quantity: sql`sum(l.quantity)`,
      ttc_cents: sql`sum(l.quantity * (o.v->>'price_delta_cents')::int)`,
      cancellations: lineFigures.cancellations,
      cancellations_cents: sql`coalesce(sum(-l.quantity * (o.v->>'price_delta_cents')::int) filter (where ${CANCEL}), 0)`,
    },
  },
};

/** `select restaurant_id, business_date, dimension, key, label, <figures>` of the tickets matching `where`. */
export const aggregateSales = (dimension: SalesDimension, where: SQL): SQL => {
  const d = dimensions[dimension];
  const figures = salesFigureKeys.map((k) => {
    const expression = d.figures[k] ?? sql`0`;
    return sql`coalesce(${expression}, 0)::bigint as ${sql.identifier(k)}`;
  });
  return sql`select t.restaurant_id, t.business_date, ${dimension}::text as dimension, ${d.key} as key, ${d.label} as label, ${sql.join(figures, sql`, `)}
    from caisse_tickets t join restaurants r on r.id = t.restaurant_id ${d.joins}
    where ${where} group by t.restaurant_id, t.business_date, 4`;
};
