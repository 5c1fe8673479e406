import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { realtimeStreams } from '../../db/schema';
import { notFound } from '../http-errors';
import type { TenantScope } from '../tenant-scope';

/** Which stream a ticket opens: one restaurant's (/caisse/real-time) or a network's (/franchisor/real-time). */
export type StreamKind = 'restaurant' | 'network';

const TICKET_TTL_MS = 60_000;

/** The restaurants of a scope, listed: a stream follows each one's notifications. */
export const restaurantsOf = (scope: TenantScope): readonly string[] => {
  if (scope.kind === 'all') throw new Error('A stream follows listed restaurants, never « all »');
  return scope.kind === 'restaurant' ? [scope.restaurantId] : scope.restaurantIds;
};

/**
 * A one-time stream ticket, valid a minute: an EventSource cannot send the bearer token, so an authenticated POST
 * makes one for the restaurants its request may read, and the stream's public GET names and consumes it. Expired
 * tickets are swept as new ones are made.
 */
export const createStreamTicket = async (db: Db, kind: StreamKind, userId: string, scope: TenantScope) => {
  const id = randomUUID();
  const expires = new Date(Date.now() + TICKET_TTL_MS);
  await db.delete(realtimeStreams).where(lt(realtimeStreams.expires_at, sql`now()`));
  await db.insert(realtimeStreams).values({ id, kind, user_id: userId, restaurant_ids: [...restaurantsOf(scope)], expires_at: expires });
  return { stream_id: id, expires_at: expires.toISOString() };
};

/**
 * Consumes a ticket of `kind` and gives the restaurants it was made for; an unknown, expired or used ticket, or one
 * made for the other kind of stream (a network's ticket on a restaurant's stream), is 404 and stays as it was.
 */
export const takeStreamTicket = async (db: Db, kind: StreamKind, id: string): Promise<string[]> => {
  const [ticket] = await db
    .delete(realtimeStreams)
    .where(and(eq(realtimeStreams.id, id), eq(realtimeStreams.kind, kind), gt(realtimeStreams.expires_at, sql`now()`)))
    .returning({ restaurant_ids: realtimeStreams.restaurant_ids });
  if (!ticket) throw notFound('Flux temps réel introuvable ou expiré : rouvrez la page');
  return ticket.restaurant_ids;
};
