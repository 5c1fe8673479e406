import type { NonConformity, NonConformityQuery, NonConformityStatus, NonConformityStep } from '@fitfit/contracts';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { haccpNonConformities as nc } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import type { Actor, Queryable } from '../common';

type Row = typeof nc.$inferSelect;
const NOT_FOUND = 'Non-conformité introuvable';
const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

export const toNonConformity = (r: Row): NonConformity => ({
  id: r.id,
  record_id: r.record_id,
  record_kind: r.record_kind as NonConformity['record_kind'],
  status: r.status,
  description: r.description,
  opened_at: iso(r.opened_at),
  opened_by_name: r.opened_by_name,
  corrective_action: r.corrective_action,
  action_at: isoOrNull(r.action_at),
  action_by_name: r.action_by_name,
  verification_note: r.verification_note,
  verified_at: isoOrNull(r.verified_at),
  verified_by_name: r.verified_by_name,
  closed_at: isoOrNull(r.closed_at),
  closed_by_name: r.closed_by_name,
});

export const unclosed = (scope: RestaurantScope) => and(inScope(scope, nc.restaurant_id), ne(nc.status, 'closed'));

export const listNonConformities = async (db: Db, scope: RestaurantScope, query: NonConformityQuery) => {
  const where: (SQL | undefined)[] = [inScope(scope, nc.restaurant_id)];
  if (query.status === 'unclosed') where.push(ne(nc.status, 'closed'));
  else if (query.status) where.push(eq(nc.status, query.status));
  const page = await pagedQuery({
    db,
    table: nc,
    query,
    where,
    searchColumns: [nc.description, nc.corrective_action],
    sortColumns: { opened_at: nc.opened_at, status: nc.status },
    tieBreaker: nc.id,
  });
  return { ...page, data: page.data.map(toNonConformity) };
};

const find = async (db: Queryable, scope: RestaurantScope, id: string) =>
  (
    await db
      .select()
      .from(nc)
      .where(and(inScope(scope, nc.restaurant_id), eq(nc.id, id)))
  )[0];

export const getNonConformity = async (db: Db, scope: RestaurantScope, id: string) => {
  const row = await find(db, scope, id);
  if (!row) throw notFound(NOT_FOUND);
  return toNonConformity(row);
};

/** Each step, the status it starts from, and what it writes (who and when). */
const steps: Record<NonConformityStep['step'], { from: NonConformityStatus; set: (actor: Actor, note: string | null) => Partial<Row> }> = {
  corrective_action: {
    from: 'open',
    set: (a, note) => ({
      status: 'corrective_action',
      corrective_action: note,
      action_at: new Date(),
      action_by_user_id: a.id,
      action_by_name: a.name,
    }),
  },
  verified: {
    from: 'corrective_action',
    set: (a, note) => ({
      status: 'verified',
      verification_note: note,
      verified_at: new Date(),
      verified_by_user_id: a.id,
      verified_by_name: a.name,
    }),
  },
  closed: {
    from: 'verified',
    set: (a) => ({ status: 'closed', closed_at: new Date(), closed_by_user_id: a.id, closed_by_name: a.name }),
  },
};

/** Why a step cannot be taken from a status (409): the workflow is open → action corrective → vérifiée → clôturée. */
const refusal = (step: NonConformityStep['step'], status: NonConformityStatus) => {
  if (status === 'closed') return 'Cette non-conformité est déjà clôturée';
  if (step === 'corrective_action') return "L'action corrective de cette non-conformité est déjà saisie";
  if (step === 'verified')
    return status === 'open' ? "Saisissez d'abord l'action corrective avant de la vérifier" : 'Cette non-conformité est déjà vérifiée';
  return status === 'open'
    ? "Saisissez d'abord l'action corrective, puis faites-la vérifier avant de clôturer"
    : "L'action corrective doit être vérifiée avant de clôturer";
};

export const takeStep = async (db: Db, scope: RestaurantScope, actor: Actor, id: string, input: NonConformityStep) => {
  const step = steps[input.step];
  // the expected status is part of the UPDATE: two people taking the same step at once, one wins
  const [updated] = await db
    .update(nc)
    .set(step.set(actor, input.note ?? null))
    .where(and(inScope(scope, nc.restaurant_id), eq(nc.id, id), eq(nc.status, step.from)))
    .returning();
  if (updated) return toNonConformity(updated);
  const current = await find(db, scope, id);
  if (!current) throw notFound(NOT_FOUND);
  throw conflict(refusal(input.step, current.status));
};

export const countUnclosed = async (db: Queryable, scope: RestaurantScope) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(nc).where(unclosed(scope)))[0].n;
