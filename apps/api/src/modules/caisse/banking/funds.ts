import type { FundKind, FundMovement, Funds } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { iso } from '../../../lib/iso';
import { sumCents } from '../../../lib/money';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import type { Queryable } from '../ledger/common';
import { payoutMovements } from './payouts/funds';

/**
 * The available funds (docs/caisse-banking.md "Funds") are the sum of their movements, one SQL union:
 * - ticket payments, by method (card, cash, online, titre-restaurant, cheque), cancellations negative;
 * - cash movements of the terminals (float, contribution +; withdrawal, expense −);
 * - each morning's float also leaves the safe (the drawer is filled from it), so floats net to zero;
 * - each daily closing's cash variance (the counted drawer goes to the safe, not the expected one);
 * - each safe counting's variance (the safe holds what was counted);
 * - deposits leave (validated), and come back when cancelled;
 * - register ↔ safe transfers: out of one place, into the other (two rows netting to zero);
 * - matched payouts: the gross of the days they cover leaves its kind's « à encaisser » (payouts/funds.ts).
 * Cash is held by the registers (payments and movements of the days not yet closed) and the safe (the rest).
 */
const movements = (scope: RestaurantScope): SQL => {
  const r = (alias: string) => inScope(scope, sql.raw(`${alias}.restaurant_id`));
  return sql`(
    select p.id::text as id, t.closed_at as at, p.method as kind, 'payments' as source,
           'Ticket n°' || t.number as label, p.amount_cents::bigint as amount_cents
      from caisse_ticket_payments p join caisse_tickets t on t.restaurant_id = p.restaurant_id and t.id = p.ticket_id
      where ${r('p')}
    union all
    select m.id::text, m.occurred_at, 'cash', case when m.kind = 'float' then 'float' else 'movement' end,
           case m.kind when 'float' then 'Fond de caisse' when 'contribution' then 'Apport' when 'withdrawal' then 'Retrait' else 'Dépense' end
             || coalesce(' — ' || m.reason, ''),
           (case when m.kind in ('float', 'contribution') then m.amount_cents else -m.amount_cents end)::bigint
      from caisse_cash_movements m where ${r('m')}
    union all
    select m.id::text || '-safe', m.occurred_at, 'cash', 'float', 'Fond de caisse pris au coffre', -m.amount_cents::bigint
      from caisse_cash_movements m where ${r('m')} and m.kind = 'float'
    union all
    select c.id::text, c.closed_at, 'cash', 'closing_variance', 'Écart de la clôture Z n°' || c.number, c.cash_variance_cents::bigint
      from caisse_closings c where ${r('c')} and c.cash_variance_cents is not null and c.cash_variance_cents <> 0
    union all
    select k.id::text, k.counted_at, 'cash', 'counting', 'Écart du comptage du coffre', k.variance_cents::bigint
      from caisse_bank_countings k where ${r('k')} and k.place = 'safe' and k.variance_cents <> 0
    union all
    select d.id::text, d.created_at, d.kind, 'deposit', 'Remise n°' || d.number || ' (bordereau ' || d.slip_number || ')', -d.amount_cents::bigint
      from caisse_bank_deposits d where ${r('d')}
    union all
    select d.id::text || '-canceled', d.canceled_at, d.kind, 'deposit_canceled', 'Annulation de la remise n°' || d.number, d.amount_cents::bigint
      from caisse_bank_deposits d where ${r('d')} and d.status = 'canceled'
    union all
    select x.id::text, x.transferred_at, 'cash', 'transfer',
           case x.direction when 'to_safe' then 'Transfert caisse → coffre : sortie de ' else 'Transfert coffre → caisse : entrée dans ' end
             || coalesce(h.label, 'la caisse') || ' — ' || x.reason,
           (case x.direction when 'to_safe' then -x.amount_cents else x.amount_cents end)::bigint
      from caisse_bank_transfers x left join restaurant_hardwares h on h.restaurant_id = x.restaurant_id and h.id = x.register_id where ${r('x')}
    union all
    select x.id::text || '-safe', x.transferred_at, 'cash', 'transfer',
           case x.direction when 'to_safe' then 'Transfert caisse → coffre : entrée au coffre' else 'Transfert coffre → caisse : sortie du coffre' end,
           (case x.direction when 'to_safe' then x.amount_cents else -x.amount_cents end)::bigint
      from caisse_bank_transfers x where ${r('x')}
    union all
    ${payoutMovements(r('po'))}
  ) f`;
};

/** Cash in each register's drawer: payments, movements and transfers of the business days not closed yet. */
export const registerCash = async (db: Queryable, scope: RestaurantScope) => {
  const { rows } = await db.execute<{ register_id: string | null; label: string | null; amount_cents: number }>(
    sql`with open as (select coalesce(s.last_closed_date, '-infinity'::date) as after from (select 1) one
                      left join caisse_ledger_states s on ${inScope(scope, sql`s.restaurant_id`)})
        select x.register_id, h.label, ${sumCents(sql`x.amount_cents`)} as amount_cents from (
          select t.register_id, p.amount_cents from caisse_ticket_payments p
            join caisse_tickets t on t.restaurant_id = p.restaurant_id and t.id = p.ticket_id
            where ${inScope(scope, sql`p.restaurant_id`)} and p.method = 'cash' and t.business_date > (select after from open)
          union all
          select m.register_id, case when m.kind in ('float', 'contribution') then m.amount_cents else -m.amount_cents end
            from caisse_cash_movements m where ${inScope(scope, sql`m.restaurant_id`)} and m.business_date > (select after from open)
          union all
          select x.register_id, case when x.direction = 'to_safe' then -x.amount_cents else x.amount_cents end
            from caisse_bank_transfers x where ${inScope(scope, sql`x.restaurant_id`)} and x.business_date > (select after from open)
          union all
          select h.id, 0 from restaurant_hardwares h
            where ${inScope(scope, sql`h.restaurant_id`)} and h.api_key_hash is not null and h.removed_at is null
        ) x left join restaurant_hardwares h on ${inScope(scope, sql`h.restaurant_id`)} and h.id = x.register_id
        group by x.register_id, h.label order by h.label nulls last`,
  );
  return rows.map((r) => ({ ...r, amount_cents: Number(r.amount_cents) }));
};

export const fundsByKind = async (db: Queryable, scope: RestaurantScope, until?: string) => {
  const { rows } = await db.execute<{ kind: FundKind; amount_cents: number }>(
    sql`select f.kind, ${sumCents(sql`f.amount_cents`)} as amount_cents from ${movements(scope)}
        ${until ? sql`where f.at < ${until}::timestamptz` : sql``} group by f.kind`,
  );
  const by = new Map(rows.map((r) => [r.kind, Number(r.amount_cents)]));
  return (['cash', 'card', 'online', 'ticket', 'cheque'] as const).map((kind) => ({ kind, amount_cents: by.get(kind) ?? 0 }));
};

export const availableFunds = async (db: Queryable, scope: RestaurantScope): Promise<Funds> => {
  const [kinds, registers] = await Promise.all([fundsByKind(db, scope), registerCash(db, scope)]);
  const cash = kinds.find((k) => k.kind === 'cash')?.amount_cents ?? 0;
  const inRegisters = registers.reduce((s, r) => s + r.amount_cents, 0);
  return {
    kinds,
    cash_places: [
      ...registers.map((r) => ({
        place: 'register' as const,
        register_id: r.register_id,
        label: r.label ?? (r.register_id ? 'Caisse' : 'Back-office (annulations)'),
        amount_cents: r.amount_cents,
      })),
      { place: 'safe' as const, register_id: null, label: 'Coffre', amount_cents: cash - inRegisters },
    ],
  };
};

export const safeCash = async (db: Queryable, scope: RestaurantScope) =>
  (await availableFunds(db, scope)).cash_places.find((p) => p.place === 'safe')?.amount_cents ?? 0;

/** The movements behind one kind's figure, newest first, paged. */
export const listFundMovements = (
  db: Queryable,
  scope: RestaurantScope,
  q: { kind: FundKind; from?: string; to?: string; search: string; page: number; per_page: number; order: 'asc' | 'desc'; sort?: string },
) =>
  pagedQuery<FundMovement>({
    db: db as Parameters<typeof pagedQuery>[0]['db'],
    query: q,
    select: sql`f.id, ${iso(sql`f.at`)} as at, f.kind, f.source, f.label, f.amount_cents::int as amount_cents`,
    from: movements(scope),
    where: [
      sql`f.kind = ${q.kind}`,
      q.from ? sql`f.at >= ${q.from}::date` : undefined,
      q.to ? sql`f.at < ${q.to}::date + 1` : undefined,
    ].filter((w): w is SQL => !!w),
    searchColumns: [sql`f.label`],
    sortColumns: { at: sql`f.at` },
    tieBreaker: sql`f.id`,
  });
