import type { JournalEvent, JournalListQuery } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/database';
import { keysetPage } from '../../../../lib/keyset';
import { inScope, type RestaurantScope } from '../../../../lib/tenant-scope';
import { iso } from '../common';

/** The journal's writer lives in lib (the restaurant's details write to it too, outside the caisse module). */
export { type EventInput, recordEvent, recordEvents } from '../../../../lib/journal';

import { recordEvent } from '../../../../lib/journal';

type Row = Omit<JournalEvent, 'occurred_at'> & { occurred_at: Date };

export const listEvents = async (db: Db, scope: RestaurantScope, q: JournalListQuery) => {
  const where: SQL[] = [inScope(scope, sql`e.restaurant_id`)];
  if (q.kind) where.push(sql`e.kind = ${q.kind}`);
  if (q.from) where.push(sql`e.occurred_at >= ${q.from}::date`);
  if (q.to) where.push(sql`e.occurred_at < ${q.to}::date + 1`);
  if (q.search) where.push(sql`(e.actor_name ilike ${`%${q.search}%`} or e.details::text ilike ${`%${q.search}%`})`);
  const page = await keysetPage<Row>(db, q, {
    select: sql`e.id, e.occurred_at, e.kind, e.user_id, e.actor_name, e.register_id, e.ticket_id, e.closing_id, e.details`,
    from: sql`caisse_ledger_events e`,
    where: sql.join(where, sql` and `),
    sortBy: sql`e.occurred_at`,
    id: sql`e.id`,
  });
  return { ...page, data: page.data.map((r) => ({ ...r, occurred_at: iso(r.occurred_at) })) };
};

/**
 * A login in the journal of the restaurants the person works in: its current restaurant, or a restorer's own
 * ones; a login without a restaurant (platform admin on its dashboard, salesperson) is not a caisse event.
 */
export const recordLogin = async (
  db: Db,
  user: { id: string; first_name: string; last_name: string; current_restaurant_id: string | null },
  ip?: string,
) => {
  const { rows } = await db.execute<{ id: string }>(
    sql`select r.id from restaurants r where r.id = ${user.current_restaurant_id}
        union select ru.restaurant_id from restaurant_users ru where ru.user_id = ${user.id} and ru.removed_at is null and ${user.current_restaurant_id}::uuid is null`,
  );
  for (const r of rows) await recordEvent(db, r.id, { kind: 'login', user, details: ip ? { ip } : {} });
};
