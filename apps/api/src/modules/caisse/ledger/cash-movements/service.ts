import {
  type CashMovement,
  type CashMovementInput,
  cashMovementInputSchema,
  type cashMovementListQuerySchema,
  cashMovementSign,
} from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../../db/database';
import { caisseCashMovements } from '../../../../db/schema';
import { unprocessable } from '../../../../lib/http-errors';
import { keysetPage } from '../../../../lib/keyset';
import { inScope, type RestaurantScope } from '../../../../lib/tenant-scope';
import { lockLedger } from '../chain';
import { businessDateOf, iso } from '../common';

type Row = typeof caisseCashMovements.$inferSelect;
const toMovement = (r: Row): CashMovement => ({
  id: r.id,
  register_id: r.register_id,
  terminal_number: r.terminal_number,
  kind: r.kind as CashMovement['kind'],
  amount_cents: r.amount_cents,
  signed_cents: r.amount_cents * cashMovementSign[r.kind as CashMovement['kind']],
  reason: r.reason,
  pos_user_id: r.pos_user_id,
  pos_user_name: r.pos_user_name,
  occurred_at: iso(r.occurred_at),
  business_date: r.business_date,
  late: r.late,
});

/**
 * A terminal's cash movement (apport, retrait, dépense, fond de caisse), idempotent on (restaurant, register,
 * terminal number) like tickets. Written under the ledger lock so a closing sees it or flags it late.
 */
export const recordCashMovement = (db: Db, scope: RestaurantScope, registerId: string | null, input: CashMovementInput) =>
  db.transaction(async (tx) => {
    const m = cashMovementInputSchema.parse(input);
    const state = await lockLedger(tx, scope.restaurantId);
    const { rows } = await tx.execute<{ timezone: string; day_change_hour: number; pos_user_name: string | null; pos_user_found: boolean }>(
      sql`select r.timezone, r.day_change_hour,
            (select first_name || ' ' || last_name from caisse_pos_users u where u.restaurant_id = r.id and u.id = ${m.pos_user_id ?? null}) as pos_user_name
          from restaurants r where r.id = ${scope.restaurantId}`,
    );
    const r = rows[0];
    if (m.pos_user_id && !r.pos_user_name)
      throw unprocessable('Mouvement refusé', { pos_user_id: "Cet utilisateur caisse n'appartient pas à ce restaurant" });
    const businessDate = businessDateOf(m.occurred_at, r.timezone, r.day_change_hour);
    const inserted = await tx
      .insert(caisseCashMovements)
      .values({
        restaurant_id: scope.restaurantId,
        register_id: registerId,
        terminal_number: m.terminal_number,
        kind: m.kind,
        amount_cents: m.amount_cents,
        reason: m.reason ?? null,
        pos_user_id: m.pos_user_id ?? null,
        pos_user_name: r.pos_user_name,
        occurred_at: new Date(m.occurred_at),
        business_date: businessDate,
        late: state.last_closed_date !== null && businessDate <= state.last_closed_date,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return { replayed: false, movement: toMovement(inserted[0]) };
    const existing = await tx.execute<Row>(
      sql`select *, business_date::text as business_date from caisse_cash_movements where restaurant_id = ${scope.restaurantId} and register_id is not distinct from ${registerId}
          and terminal_number = ${m.terminal_number}`,
    );
    return { replayed: true, movement: toMovement(existing.rows[0]) };
  });

export const listCashMovements = async (db: Db, scope: RestaurantScope, q: z.infer<typeof cashMovementListQuerySchema>) => {
  const where: SQL[] = [inScope(scope, sql`m.restaurant_id`)];
  if (q.from) where.push(sql`m.business_date >= ${q.from}`);
  if (q.to) where.push(sql`m.business_date <= ${q.to}`);
  const page = await keysetPage<Row>(db, q, {
    select: sql`m.id, m.register_id, m.terminal_number, m.kind, m.amount_cents, m.reason, m.pos_user_id, m.pos_user_name, m.occurred_at,
      m.business_date::text as business_date, m.late`,
    from: sql`caisse_cash_movements m`,
    where: sql.join(where, sql` and `),
    sortBy: sql`m.occurred_at`,
    id: sql`m.id`,
  });
  return { ...page, data: page.data.map(toMovement) };
};
