import {
  type CashTransfer,
  type CashTransferInput,
  cashTransferDirectionLabels,
  cashTransferInputSchema,
  formatMoneyPlain,
  type PageQuery,
} from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { caisseBankTransfers } from '../../../db/schema';
import type { SessionUser } from '../../../lib/access';
import { unprocessable } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import { lockLedger } from '../ledger/chain';
import { businessDateIn, clockChangesSql, type Queryable, type RestaurantClock } from '../ledger/common';
import { recordEvent } from '../ledger/journal/service';
import { availableFunds } from './funds';

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const SELECT = sql`x.id, x.direction, x.register_id, h.label as register_label, x.amount_cents, x.reason,
  x.business_date::text as business_date, ${iso(sql`x.transferred_at`)} as transferred_at, x.transferred_by_name`;
const FROM = sql`caisse_bank_transfers x left join restaurant_hardwares h on h.restaurant_id = x.restaurant_id and h.id = x.register_id`;

export const findTransfer = async (db: Queryable, scope: RestaurantScope, id: string) => {
  const { rows } = await db.execute<CashTransfer>(
    sql`select ${SELECT} from ${FROM} where ${inScope(scope, sql`x.restaurant_id`)} and x.id = ${id}`,
  );
  return rows[0];
};

export const listTransfers = (db: Db, scope: RestaurantScope, q: PageQuery) =>
  pagedQuery<CashTransfer>({
    db,
    query: q,
    select: SELECT,
    from: FROM,
    where: [inScope(scope, sql`x.restaurant_id`)],
    searchColumns: [sql`h.label`, sql`x.reason`, sql`x.transferred_by_name`],
    sortColumns: { transferred_at: sql`x.transferred_at`, amount_cents: sql`x.amount_cents` },
    tieBreaker: sql`x.id`,
  });

/**
 * Moves cash between a register's drawer and the safe, outside a closing: the register's open business day
 * takes it in its expected cash (the closing's figures read `caisse_bank_transfers`), the total cash does not
 * move. Under the ledger lock, so a closing of the same day sees it or the transfer sees the closing (and goes
 * to the next business day). Refused when the source does not hold the amount. Journaled.
 */
export const createTransfer = (db: Db, scope: RestaurantScope, input: CashTransferInput, user: SessionUser) =>
  db.transaction(async (tx) => {
    const t = cashTransferInputSchema.parse(input);
    const state = await lockLedger(tx, scope.restaurantId);
    // deposits check the safe under this lock: a transfer and a deposit do not both spend the same cash
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`deposits:${scope.restaurantId}`}, 0))`);
    const { rows } = await tx.execute<RestaurantClock & { register: string | null }>(
      sql`select r.timezone, r.day_change_hour, ${clockChangesSql(sql`r.id`)} as changes,
            (select coalesce(h.label, 'Caisse') from restaurant_hardwares h where h.restaurant_id = r.id and h.id = ${t.register_id} and h.removed_at is null) as register
          from restaurants r where r.id = ${scope.restaurantId}`,
    );
    const r = rows[0];
    if (r.register === null) throw unprocessable('Transfert refusé', { register_id: "Cette caisse n'appartient pas à ce restaurant" });
    // once today's business day is closed, its drawer went to the safe: a transfer then belongs to the next day
    // (the float put in the register after the evening's closing)
    const today = businessDateIn(r, new Date());
    const businessDate = state.last_closed_date !== null && today <= state.last_closed_date ? nextDay(state.last_closed_date) : today;
    const funds = await availableFunds(tx, scope);
    const held =
      t.direction === 'to_safe'
        ? (funds.cash_places.find((p) => p.place === 'register' && p.register_id === t.register_id)?.amount_cents ?? 0)
        : (funds.cash_places.find((p) => p.place === 'safe')?.amount_cents ?? 0);
    if (t.amount_cents > held) {
      const source = t.direction === 'to_safe' ? `la caisse « ${r.register} » ne contient que` : 'le coffre ne contient que';
      const message = `Transfert impossible : ${source} ${formatMoneyPlain(Math.max(0, held))}`;
      throw unprocessable(message, { amount_cents: message });
    }
    const [row] = await tx
      .insert(caisseBankTransfers)
      .values({
        restaurant_id: scope.restaurantId,
        direction: t.direction,
        register_id: t.register_id,
        amount_cents: t.amount_cents,
        reason: t.reason,
        business_date: businessDate,
        transferred_by_user_id: user.id,
        transferred_by_name: `${user.first_name} ${user.last_name}`,
      })
      .returning({ id: caisseBankTransfers.id });
    await recordEvent(tx, scope.restaurantId, {
      kind: 'cash_transfer',
      user,
      registerId: t.register_id,
      details: {
        direction: t.direction,
        label: cashTransferDirectionLabels[t.direction],
        register: r.register,
        amount_cents: t.amount_cents,
        reason: t.reason,
        business_date: businessDate,
      },
    });
    return (await findTransfer(tx, scope, row.id)) as CashTransfer;
  });
