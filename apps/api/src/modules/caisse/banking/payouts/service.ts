import {
  commissionVatCents,
  type PageQuery,
  type Payout,
  type PayoutInput,
  type PayoutProvider,
  type PayoutSettings,
  payoutInputSchema,
  payoutSettingsInputSchema,
} from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../../db/database';
import { caissePayoutSettings, caissePayouts } from '../../../../db/schema';
import type { SessionUser } from '../../../../lib/access';
import { conflict, notFound, unprocessable } from '../../../../lib/http-errors';
import { iso } from '../../../../lib/iso';
import { pagedQuery } from '../../../../lib/paged-query';
import { inScope, type RestaurantScope } from '../../../../lib/tenant-scope';
import type { Queryable } from '../../ledger/common';

const NOT_FOUND = 'Versement introuvable';

const SELECT = sql`po.id, po.provider, po.received_on::text as received_on, po.amount_cents, po.commission_cents,
  po.commission_vat_cents, po.reference, po.status, ${iso(sql`po.matched_at`)} as matched_at, po.matched_by_name,
  po.created_by_name, ${iso(sql`po.created_at`)} as created_at,
  coalesce((select array_agg(pd.business_date::text order by pd.business_date) from caisse_payout_days pd
             where pd.restaurant_id = po.restaurant_id and pd.payout_id = po.id), '{}') as days,
  (select sum(pd.gross_cents)::int from caisse_payout_days pd where pd.restaurant_id = po.restaurant_id and pd.payout_id = po.id) as gross_cents,
  coalesce((select array_agg(d.number order by d.number) from caisse_payout_slips ps
             join caisse_bank_deposits d on d.restaurant_id = ps.restaurant_id and d.id = ps.deposit_id
             where ps.restaurant_id = po.restaurant_id and ps.payout_id = po.id), '{}') as slips`;
const mine = (scope: RestaurantScope) => inScope(scope, sql`po.restaurant_id`);

export const findPayout = async (db: Queryable, scope: RestaurantScope, id: string) => {
  const { rows } = await db.execute<Payout>(sql`select ${SELECT} from caisse_payouts po where ${mine(scope)} and po.id = ${id}`);
  if (!rows[0]) throw notFound(NOT_FOUND);
  return rows[0];
};

export const listPayouts = (
  db: Db,
  scope: RestaurantScope,
  q: PageQuery & { provider?: PayoutProvider; status?: string; from?: string; to?: string },
) =>
  pagedQuery<Payout>({
    db,
    query: q,
    select: SELECT,
    from: sql`caisse_payouts po`,
    where: [
      mine(scope),
      q.provider ? sql`po.provider = ${q.provider}` : undefined,
      q.status ? sql`po.status = ${q.status}` : undefined,
      q.from ? sql`po.received_on >= ${q.from}::date` : undefined,
      q.to ? sql`po.received_on <= ${q.to}::date` : undefined,
    ],
    searchColumns: [sql`po.reference`],
    sortColumns: { received_on: sql`po.received_on`, amount_cents: sql`po.amount_cents` },
    tieBreaker: sql`po.id`,
  });

/** Records a payout received, unmatched: the commission's VAT follows the provider (platforms 20 %, cards none). */
export const createPayout = async (db: Db, scope: RestaurantScope, input: PayoutInput, user: SessionUser) => {
  const p = payoutInputSchema.parse(input);
  const [row] = await db
    .insert(caissePayouts)
    .values({
      restaurant_id: scope.restaurantId,
      provider: p.provider,
      received_on: p.received_on,
      amount_cents: p.amount_cents,
      commission_cents: p.commission_cents,
      commission_vat_cents: commissionVatCents(p.provider, p.commission_cents),
      reference: p.reference ?? '',
      created_by_user_id: user.id,
      created_by_name: `${user.first_name} ${user.last_name}`,
    })
    .returning({ id: caissePayouts.id });
  return findPayout(db, scope, row.id);
};

/** Removes a payout recorded by mistake; a matched one must be unmatched first (409). */
export const removePayout = async (db: Db, scope: RestaurantScope, id: string) => {
  const payout = await findPayout(db, scope, id);
  if (payout.status === 'matched') throw conflict('Ce versement est rapproché : défaites le rapprochement avant de le supprimer');
  await db.execute(sql`delete from caisse_payouts po where ${mine(scope)} and po.id = ${id} and po.status = 'unmatched'`);
};

const DEFAULT_SETTINGS: PayoutSettings = { card_acquirer: 'Acquéreur carte bancaire', tolerance_cents: 100, bank_fee_category_id: null };

export const payoutSettings = async (db: Queryable, scope: RestaurantScope): Promise<PayoutSettings> => {
  const { rows } = await db.execute<PayoutSettings>(
    sql`select card_acquirer, tolerance_cents, bank_fee_category_id from caisse_payout_settings s where ${inScope(scope, sql`s.restaurant_id`)}`,
  );
  return rows[0] ?? DEFAULT_SETTINGS;
};

export const updatePayoutSettings = async (db: Db, scope: RestaurantScope, input: z.input<typeof payoutSettingsInputSchema>) => {
  const s = payoutSettingsInputSchema.parse(input);
  if (s.bank_fee_category_id) {
    const { rows } = await db.execute(
      sql`select 1 from pnl_charge_categories c where ${inScope(scope, sql`c.restaurant_id`)} and c.id = ${s.bank_fee_category_id}`,
    );
    if (!rows.length) {
      const message = "Cette catégorie de charges n'existe pas dans le PNL du restaurant";
      throw unprocessable(message, { bank_fee_category_id: message });
    }
  }
  await db
    .insert(caissePayoutSettings)
    .values({ restaurant_id: scope.restaurantId, ...s })
    .onConflictDoUpdate({ target: caissePayoutSettings.restaurant_id, set: { ...s, updated_at: new Date() } });
  return payoutSettings(db, scope);
};
