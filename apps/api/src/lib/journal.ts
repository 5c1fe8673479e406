import type { JournalEventKind } from '@fitfit/contracts';
import type { Queryable } from '../db/database';
import { caisseLedgerEvents } from '../db/schema';
import type { SessionUser } from './access';

/**
 * The writer of a restaurant's technical journal (PRODUCT §3.2, docs/caisse-ledger.md): the caisse's acts and the
 * changes of the restaurant's fiscal identity or clock (modules/restaurant/details) go to the same table.
 */
export interface EventInput {
  kind: JournalEventKind;
  user?: Pick<SessionUser, 'id' | 'first_name' | 'last_name'> | null;
  registerId?: string | null;
  ticketId?: string | null;
  closingId?: string | null;
  details?: Record<string, unknown>;
}

/** Writes events of the technical journal (PRODUCT §3.2) in one insert; rows are never updated nor deleted (trigger). */
export const recordEvents = async (db: Queryable, restaurantId: string, events: readonly EventInput[]) => {
  if (!events.length) return;
  await db.insert(caisseLedgerEvents).values(
    events.map((e) => ({
      restaurant_id: restaurantId,
      kind: e.kind,
      user_id: e.user?.id ?? null,
      actor_name: e.user ? `${e.user.first_name} ${e.user.last_name}` : null,
      register_id: e.registerId ?? null,
      ticket_id: e.ticketId ?? null,
      closing_id: e.closingId ?? null,
      details: e.details ?? {},
    })),
  );
};

export const recordEvent = (db: Queryable, restaurantId: string, e: EventInput) => recordEvents(db, restaurantId, [e]);
