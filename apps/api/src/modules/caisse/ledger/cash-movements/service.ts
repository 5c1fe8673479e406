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
import { likePattern } from '../../../../lib/paging';
import { inScope, type RestaurantScope, type TenantScope, tenantColumn } from '../../../../lib/tenant-scope';
import { lockLedger } from '../chain';
import { businessDateIn, clockChangesSql, iso, type RestaurantClock } from '../common';

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
 * A terminal's cash movements (apport, retrait, dépense, fond de caisse), idempotent on (restaurant, register,
 * terminal number) like tickets: one insert for all, those already stored answered as replays. Written under the
 * ledger lock so a closing sees them or flags them late.
 */
export const recordCashMovements = (db: Db, scope: RestaurantScope, registerId: string | null, inputs: readonly CashMovementInput[]) =>
  db.transaction(async (tx) => {
    const moves = inputs.map((i) => cashMovementInputSchema.parse(i));
    const state = await lockLedger(tx, scope.restaurantId);
    const posUserIds = [...new Set(moves.flatMap((m) => (m.pos_user_id ? [m.pos_user_id] : [])))];
    const { rows } = await tx.execute<RestaurantClock & { pos_users: Record<string, string> | null }>(
      sql`select r.timezone, r.day_change_hour, ${clockChangesSql(sql`r.id`)} as changes,
            (select json_object_agg(u.id, u.first_name || ' ' || u.last_name) from caisse_pos_users u
              where u.restaurant_id = r.id and u.id = any(${`{${posUserIds.join(',')}}`}::uuid[])) as pos_users
          from restaurants r where r.id = ${scope.restaurantId}`,
    );
    const r = rows[0];
    const names = r.pos_users ?? {};
    if (moves.some((m) => m.pos_user_id && !names[m.pos_user_id]))
      throw unprocessable('Mouvement refusé', { pos_user_id: "Cet utilisateur caisse n'appartient pas à ce restaurant" });
    const inserted = await tx
      .insert(caisseCashMovements)
      .values(
        moves.map((m) => {
          const businessDate = businessDateIn(r, m.occurred_at);
          return {
            restaurant_id: scope.restaurantId,
            register_id: registerId,
            terminal_number: m.terminal_number,
            kind: m.kind,
            amount_cents: m.amount_cents,
            reason: m.reason ?? null,
            pos_user_id: m.pos_user_id ?? null,
            pos_user_name: m.pos_user_id ? names[m.pos_user_id] : null,
            occurred_at: new Date(m.occurred_at),
            business_date: businessDate,
            late: state.last_closed_date !== null && businessDate <= state.last_closed_date,
          };
        }),
      )
      .onConflictDoNothing()
      .returning();
    const stored = new Map(inserted.map((row) => [row.terminal_number, row]));
    const missing = moves.filter((m) => !stored.has(m.terminal_number)).map((m) => m.terminal_number);
    const existing = missing.length
      ? (
          await tx.execute<Row>(
            sql`select *, business_date::text as business_date from caisse_cash_movements where ${inScope(scope, tenantColumn())}
                and register_id is not distinct from ${registerId} and terminal_number = any(${`{${missing.join(',')}}`}::int[])`,
          )
        ).rows
      : [];
    const known = new Map(existing.map((row) => [row.terminal_number, row]));
    const answered = new Set<number>();
    return moves.map((m) => {
      const fresh = stored.get(m.terminal_number);
      // the first of a number repeated in the call is the stored one, the others replays
      const replayed = !fresh || answered.has(m.terminal_number);
      answered.add(m.terminal_number);
      return { replayed, movement: toMovement(fresh ?? (known.get(m.terminal_number) as Row)) };
    });
  });

/** One cash movement from a terminal (the device route): 201 stored, 200 replayed. */
export const recordCashMovement = async (db: Db, scope: RestaurantScope, registerId: string | null, input: CashMovementInput) =>
  (await recordCashMovements(db, scope, registerId, [input]))[0];

/** A restaurant's movements, or a network's (franchisor/lists.ts): each row names its restaurant; searched by reason. */
export const listCashMovements = async (db: Db, scope: TenantScope, q: z.infer<typeof cashMovementListQuerySchema>) => {
  const where: SQL[] = [inScope(scope, sql`m.restaurant_id`)];
  if (q.from) where.push(sql`m.business_date >= ${q.from}`);
  if (q.to) where.push(sql`m.business_date <= ${q.to}`);
  if (q.search) where.push(sql`m.reason ilike ${likePattern(q.search)}`);
  const page = await keysetPage<Row>(db, q, {
    select: sql`m.id, m.restaurant_id, m.register_id, m.terminal_number, m.kind, m.amount_cents, m.reason, m.pos_user_id, m.pos_user_name, m.occurred_at,
      m.business_date::text as business_date, m.late`,
    from: sql`caisse_cash_movements m`,
    where: sql.join(where, sql` and `),
    sortBy: sql`m.occurred_at`,
    id: sql`m.id`,
  });
  return { ...page, data: page.data.map((r) => ({ ...toMovement(r), restaurant_id: r.restaurant_id })) };
};
