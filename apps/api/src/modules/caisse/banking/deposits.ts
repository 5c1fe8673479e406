import {
  type Cheque,
  countedCents,
  type Deposit,
  type DepositInput,
  depositInputSchema,
  depositKindLabels,
  formatMoneyPlain,
  type PageQuery,
} from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { caisseBankDepositCheques, caisseBankDeposits } from '../../../db/schema';
import type { SessionUser } from '../../../lib/access';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import type { Queryable } from '../ledger/common';
import { recordEvent } from '../ledger/journal/service';
import { availableFunds } from './funds';
import { hasPayouts } from './payouts/funds';

const NOT_FOUND = 'Remise introuvable';

const CHEQUE = sql`json_build_object('payment_id', p.id, 'ticket_id', t.id, 'ticket_number', t.number,
  'closed_at', ${iso(sql`t.closed_at`)}, 'amount_cents', p.amount_cents)`;
const SELECT = sql`d.id, d.number, d.kind, d.slip_number, d.deposited_on::text as deposited_on, d.amount_cents, d.denominations, d.comment,
  d.status, d.cancel_reason, ${iso(sql`d.canceled_at`)} as canceled_at, d.created_by_name, ${iso(sql`d.created_at`)} as created_at,
  case when d.kind = 'cheque' then coalesce((
    select json_agg(${CHEQUE} order by t.closed_at, t.number, p.position)
      from caisse_bank_deposit_cheques dc
      join caisse_ticket_payments p on p.id = dc.payment_id and p.restaurant_id = dc.restaurant_id
      join caisse_tickets t on t.restaurant_id = p.restaurant_id and t.id = p.ticket_id
      where dc.restaurant_id = d.restaurant_id and dc.deposit_id = d.id), '[]') else '[]' end as cheques,
  (select po.received_on::text from caisse_payout_slips ps join caisse_payouts po on po.restaurant_id = ps.restaurant_id and po.id = ps.payout_id
    where ps.restaurant_id = d.restaurant_id and ps.deposit_id = d.id) as refunded_on`;
const mine = (scope: RestaurantScope) => inScope(scope, sql`d.restaurant_id`);

export const findDeposit = async (db: Queryable, scope: RestaurantScope, id: string) => {
  const { rows } = await db.execute<Deposit>(sql`select ${SELECT} from caisse_bank_deposits d where ${mine(scope)} and d.id = ${id}`);
  if (!rows[0]) throw notFound(NOT_FOUND);
  return rows[0];
};

export const listDeposits = (db: Db, scope: RestaurantScope, q: PageQuery & { kind?: string; status?: string }) =>
  pagedQuery<Deposit>({
    db,
    query: q,
    select: SELECT,
    from: sql`caisse_bank_deposits d`,
    where: [mine(scope), q.kind ? sql`d.kind = ${q.kind}` : undefined, q.status ? sql`d.status = ${q.status}` : undefined],
    searchColumns: [sql`d.slip_number`, sql`d.number::text`, sql`d.comment`],
    sortColumns: { deposited_on: [sql`d.deposited_on`, sql`d.number`], number: sql`d.number`, amount_cents: sql`d.amount_cents` },
    tieBreaker: sql`d.id`,
  });

/** Deposits of a date range, oldest first, for the exports. */
export const depositsBetween = async (db: Queryable, scope: RestaurantScope, from: string, to: string) => {
  const { rows } = await db.execute<Deposit>(
    sql`select ${SELECT} from caisse_bank_deposits d where ${mine(scope)} and d.deposited_on between ${from} and ${to}
        order by d.deposited_on, d.number`,
  );
  return rows;
};

/**
 * The cheques to remit: cheque payments of tickets still valid (a cancelled ticket's cheque goes back to its
 * customer, its cancellation nets it to zero) that no validated deposit holds, oldest first.
 */
export const pendingCheques = async (db: Queryable, scope: RestaurantScope, ids?: readonly string[]) => {
  const { rows } = await db.execute<Cheque>(
    sql`select ${CHEQUE} as cheque from caisse_ticket_payments p
          join caisse_tickets t on t.restaurant_id = p.restaurant_id and t.id = p.ticket_id
        where ${inScope(scope, sql`p.restaurant_id`)} and p.method = 'cheque' and t.status = 'ended'
          ${ids ? sql`and p.id = any(${`{${ids.join(',')}}`}::uuid[])` : sql``}
          and not exists (select 1 from caisse_bank_deposit_cheques dc
            join caisse_bank_deposits d on d.restaurant_id = dc.restaurant_id and d.id = dc.deposit_id and d.status = 'validated'
            where dc.restaurant_id = p.restaurant_id and dc.payment_id = p.id)
        order by t.closed_at, t.number, p.position`,
  );
  return rows.map((r) => (r as unknown as { cheque: Cheque }).cheque);
};

/**
 * A deposit (remise en banque): numbered gap-free, validated at once, taken out of the available funds of its
 * kind (cash from the safe), never more than they hold. Journaled.
 */
export const createDeposit = (db: Db, scope: RestaurantScope, input: DepositInput, user: SessionUser) =>
  db.transaction(async (tx) => {
    const d = depositInputSchema.parse(input);
    // numbers and the funds check are serialised per restaurant
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`deposits:${scope.restaurantId}`}, 0))`);
    if ((d.kind === 'card' || d.kind === 'online') && (await hasPayouts(tx, scope, d.kind))) {
      const message = `Les ${d.kind === 'card' ? 'cartes bancaires' : 'paiements en ligne'} sont versés par leurs prestataires : rapprochez leurs versements dans « Remises et versements »`;
      throw unprocessable(message, { kind: message });
    }
    if (d.kind === 'cash' && d.denominations && countedCents(d.denominations) !== d.amount_cents) {
      const message = `Les coupures font ${formatMoneyPlain(countedCents(d.denominations))}, pas ${formatMoneyPlain(d.amount_cents)}`;
      throw unprocessable(message, { denominations: message });
    }
    let cheques: Cheque[] = [];
    if (d.kind === 'cheque') {
      const ids = [...new Set(d.cheque_payment_ids ?? [])];
      cheques = await pendingCheques(tx, scope, ids);
      if (cheques.length !== ids.length) {
        const message = 'Un des chèques choisis est déjà remis, ou ne fait pas partie des chèques à remettre';
        throw unprocessable(message, { cheque_payment_ids: message });
      }
      const total = cheques.reduce((s, c) => s + c.amount_cents, 0);
      if (total !== d.amount_cents) {
        const message = `Les chèques choisis font ${formatMoneyPlain(total)}, pas ${formatMoneyPlain(d.amount_cents)}`;
        throw unprocessable(message, { amount_cents: message });
      }
    }
    const funds = await availableFunds(tx, scope);
    const available =
      d.kind === 'cash'
        ? (funds.cash_places.find((p) => p.place === 'safe')?.amount_cents ?? 0)
        : (funds.kinds.find((k) => k.kind === d.kind)?.amount_cents ?? 0);
    if (d.amount_cents > available) {
      const where = d.kind === 'cash' ? 'le coffre contient' : 'les fonds disponibles sont de';
      const message = `Le montant dépasse ce qui est disponible : ${where} ${formatMoneyPlain(available)}`;
      throw unprocessable(message, { amount_cents: message });
    }
    const { rows } = await tx.execute<{ next: number }>(
      sql`select coalesce(max(d.number), 0) + 1 as next from caisse_bank_deposits d where ${mine(scope)}`,
    );
    const [row] = await tx
      .insert(caisseBankDeposits)
      .values({
        restaurant_id: scope.restaurantId,
        number: rows[0].next,
        kind: d.kind,
        slip_number: d.slip_number,
        deposited_on: d.deposited_on,
        amount_cents: d.amount_cents,
        denominations:
          d.kind === 'cash' && d.denominations ? Object.fromEntries(Object.entries(d.denominations).filter(([, n]) => n > 0)) : null,
        comment: d.comment,
        created_by_user_id: user.id,
        created_by_name: `${user.first_name} ${user.last_name}`,
      })
      .returning({ id: caisseBankDeposits.id });
    if (cheques.length)
      await tx.insert(caisseBankDepositCheques).values(
        cheques.map((c) => ({
          restaurant_id: scope.restaurantId,
          deposit_id: row.id,
          payment_id: c.payment_id,
          amount_cents: c.amount_cents,
        })),
      );
    await recordEvent(tx, scope.restaurantId, {
      kind: 'deposit',
      user,
      details: {
        number: rows[0].next,
        kind: d.kind,
        label: depositKindLabels[d.kind],
        slip_number: d.slip_number,
        amount_cents: d.amount_cents,
        ...(cheques.length ? { cheques_count: cheques.length } : {}),
      },
    });
    return findDeposit(tx, scope, row.id);
  });

/** Cancels a validated deposit with its reason: the amount comes back to the funds; nothing else changes. */
export const cancelDeposit = (db: Db, scope: RestaurantScope, id: string, reason: string, user: SessionUser) =>
  db.transaction(async (tx) => {
    const deposit = await findDeposit(tx, scope, id);
    if (deposit.status === 'canceled') throw conflict('Cette remise est déjà annulée');
    await tx.execute(
      sql`update caisse_bank_deposits d set status = 'canceled', cancel_reason = ${reason}, canceled_at = now(),
            canceled_by_name = ${`${user.first_name} ${user.last_name}`}
          where ${mine(scope)} and d.id = ${id} and d.status = 'validated'`,
    );
    await recordEvent(tx, scope.restaurantId, {
      kind: 'deposit_canceled',
      user,
      details: { number: deposit.number, kind: deposit.kind, slip_number: deposit.slip_number, amount_cents: deposit.amount_cents, reason },
    });
    return findDeposit(tx, scope, id);
  });
