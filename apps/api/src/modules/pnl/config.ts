import type {
  PnlBudgetInput,
  PnlCategory,
  PnlCategoryInput,
  PnlEntry,
  PnlSettings,
  PnlSettingsInput,
  pnlEntryInputSchema,
} from '@fitfit/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { pnlBudgets, pnlChargeCategories, pnlEntries, pnlMonthClosures, pnlSettings } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import type { RestaurantScope } from '../../lib/tenant-scope';
import { assertOpen, loadCategories, monthFirstDay, monthLastDay, restaurantOf } from './common';
import { computeFigures, type FrozenMonth } from './figures';
import { allLineSources, linesOfFigures } from './sources';

// ---------- settings and categories ----------
export const getSettings = async (db: Db, scope: RestaurantScope): Promise<PnlSettings> => {
  const [row] = await db.select().from(pnlSettings).where(eq(pnlSettings.restaurant_id, scope.restaurantId));
  const [restaurant, categories, stocks] = await Promise.all([
    restaurantOf(db, scope),
    loadCategories(db, scope),
    db.execute(sql`select 1 from fitfit_module_restaurants fmr join fitfit_modules m on m.id = fmr.fitfit_module_id
      where fmr.restaurant_id = ${scope.restaurantId} and m.code_name = 'fitfit_stocks' and fmr.starts_on <= current_date
        and (fmr.ends_on is null or fmr.ends_on >= current_date)`),
  ]);
  return {
    opening_balance_cents: row?.opening_balance_cents ?? 0,
    opening_balance_on: row?.opening_balance_on ?? `${new Date().getUTCFullYear()}-01-01`,
    vat_regime: row?.vat_regime ?? 'reel_normal',
    categories,
    royalty_rate_bp: restaurant.royalty_rate_bp,
    advertising_rate_bp: restaurant.advertising_rate_bp,
    mark_name: restaurant.mark_name,
    holds_stocks: stocks.rows.length > 0,
  };
};

export const putSettings = async (db: Db, scope: RestaurantScope, input: PnlSettingsInput) => {
  await db
    .insert(pnlSettings)
    .values({ restaurant_id: scope.restaurantId, ...input })
    .onConflictDoUpdate({ target: pnlSettings.restaurant_id, set: { ...input, updated_at: new Date() } });
  return getSettings(db, scope);
};

const CATEGORY_NOT_FOUND = 'Catégorie de charges introuvable';
const toCategory = (r: typeof pnlChargeCategories.$inferSelect): PnlCategory => ({
  id: r.id,
  name: r.name,
  section: r.section,
  mode: r.mode,
  amount_cents: r.amount_cents,
  rate_bp: r.rate_bp,
  position: r.position,
});
const normalize = (input: PnlCategoryInput) => ({
  ...input,
  amount_cents: input.mode === 'fixed' ? input.amount_cents : 0,
  rate_bp: input.mode === 'percent' ? input.rate_bp : 0,
});

export const createCategory = async (db: Db, scope: RestaurantScope, input: PnlCategoryInput) => {
  const [row] = await db
    .insert(pnlChargeCategories)
    .values({
      restaurant_id: scope.restaurantId,
      ...normalize(input),
      position: sql`(select coalesce(max(position), 0) + 1 from pnl_charge_categories where restaurant_id = ${scope.restaurantId})`,
    })
    .returning();
  return toCategory(row);
};

export const updateCategory = async (db: Db, scope: RestaurantScope, id: string, input: PnlCategoryInput) => {
  const [row] = await db
    .update(pnlChargeCategories)
    .set({ ...normalize(input), updated_at: new Date() })
    .where(and(eq(pnlChargeCategories.restaurant_id, scope.restaurantId), eq(pnlChargeCategories.id, id)))
    .returning();
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return toCategory(row);
};

export const deleteCategory = async (db: Db, scope: RestaurantScope, id: string) => {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pnl_entries where restaurant_id = ${scope.restaurantId} and category_id = ${id}`,
  );
  if (rows[0].n > 0)
    throw conflict('Cette catégorie a des saisies : supprimez-les d’abord, ou passez la catégorie en « Saisie chaque mois »');
  await db.delete(pnlBudgets).where(and(eq(pnlBudgets.restaurant_id, scope.restaurantId), eq(pnlBudgets.line, id)));
  const deleted = await db
    .delete(pnlChargeCategories)
    .where(and(eq(pnlChargeCategories.restaurant_id, scope.restaurantId), eq(pnlChargeCategories.id, id)))
    .returning({ id: pnlChargeCategories.id });
  if (!deleted.length) throw notFound(CATEGORY_NOT_FOUND);
};

// ---------- entries ----------
const ENTRY_NOT_FOUND = 'Saisie introuvable';
const entrySelect = sql`select e.id, to_char(e.month, 'YYYY-MM') as month, e.kind, e.category_id, c.name as category_name, e.label,
    e.amount_cents::float8 as amount_cents, e.reference, e.attachment_name, e.created_by_name, e.created_at
  from pnl_entries e left join pnl_charge_categories c on c.restaurant_id = e.restaurant_id and c.id = e.category_id`;
const toEntry = (r: Record<string, unknown>): PnlEntry => ({
  ...(r as unknown as PnlEntry),
  amount_cents: Number(r.amount_cents),
  created_at: new Date(r.created_at as string).toISOString(),
});

export const listEntries = async (db: Db, scope: RestaurantScope, month: string) => {
  const { rows } = await db.execute(
    sql`${entrySelect} where e.restaurant_id = ${scope.restaurantId} and e.month = ${monthFirstDay(month)} order by e.created_at, e.id`,
  );
  return rows.map(toEntry);
};

export const getEntry = async (db: Db, scope: RestaurantScope, id: string) => {
  const { rows } = await db.execute(sql`${entrySelect} where e.restaurant_id = ${scope.restaurantId} and e.id = ${id}`);
  if (!rows[0]) throw notFound(ENTRY_NOT_FOUND);
  return toEntry(rows[0]);
};

const checkCategory = async (db: Db, scope: RestaurantScope, categoryId: string | null) => {
  if (!categoryId) return;
  const [c] = await db
    .select({ id: pnlChargeCategories.id })
    .from(pnlChargeCategories)
    .where(and(eq(pnlChargeCategories.restaurant_id, scope.restaurantId), eq(pnlChargeCategories.id, categoryId)));
  if (!c) throw notFound(CATEGORY_NOT_FOUND);
};

type EntryInput = z.output<typeof pnlEntryInputSchema>;
export const createEntry = async (db: Db, scope: RestaurantScope, actor: { id: string; name: string }, input: EntryInput) => {
  await assertOpen(db, scope, input.month);
  await checkCategory(db, scope, input.kind === 'charge' ? input.category_id : null);
  const [row] = await db
    .insert(pnlEntries)
    .values({
      restaurant_id: scope.restaurantId,
      month: monthFirstDay(input.month),
      kind: input.kind,
      category_id: input.kind === 'charge' ? input.category_id : null,
      label: input.label,
      amount_cents: input.amount_cents,
      reference: input.reference,
      created_by_user_id: actor.id,
      created_by_name: actor.name,
    })
    .returning({ id: pnlEntries.id });
  return getEntry(db, scope, row.id);
};

export const updateEntry = async (db: Db, scope: RestaurantScope, id: string, input: EntryInput) => {
  const existing = await getEntry(db, scope, id);
  await assertOpen(db, scope, existing.month);
  await assertOpen(db, scope, input.month);
  await checkCategory(db, scope, input.kind === 'charge' ? input.category_id : null);
  await db
    .update(pnlEntries)
    .set({
      month: monthFirstDay(input.month),
      kind: input.kind,
      category_id: input.kind === 'charge' ? input.category_id : null,
      label: input.label,
      amount_cents: input.amount_cents,
      reference: input.reference,
      updated_at: new Date(),
    })
    .where(and(eq(pnlEntries.restaurant_id, scope.restaurantId), eq(pnlEntries.id, id)));
  return getEntry(db, scope, id);
};

export const deleteEntry = async (db: Db, scope: RestaurantScope, id: string) => {
  const existing = await getEntry(db, scope, id);
  await assertOpen(db, scope, existing.month);
  const [row] = await db
    .delete(pnlEntries)
    .where(and(eq(pnlEntries.restaurant_id, scope.restaurantId), eq(pnlEntries.id, id)))
    .returning({ key: pnlEntries.attachment_key });
  return row?.key ?? null;
};

export const attachmentOf = async (db: Db, scope: RestaurantScope, id: string) => {
  const [row] = await db
    .select({ key: pnlEntries.attachment_key, name: pnlEntries.attachment_name, type: pnlEntries.attachment_type, month: pnlEntries.month })
    .from(pnlEntries)
    .where(and(eq(pnlEntries.restaurant_id, scope.restaurantId), eq(pnlEntries.id, id)));
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return row;
};

export const setAttachment = async (
  db: Db,
  scope: RestaurantScope,
  id: string,
  file: { key: string | null; name: string | null; type: string | null },
) => {
  await db
    .update(pnlEntries)
    .set({ attachment_key: file.key, attachment_name: file.name, attachment_type: file.type, updated_at: new Date() })
    .where(and(eq(pnlEntries.restaurant_id, scope.restaurantId), eq(pnlEntries.id, id)));
  return getEntry(db, scope, id);
};

// ---------- budgets ----------
export const setBudget = async (db: Db, scope: RestaurantScope, input: PnlBudgetInput) => {
  await assertOpen(db, scope, input.month);
  if (input.line !== 'revenue' && input.line !== 'purchases') await checkCategory(db, scope, input.line);
  const month = monthFirstDay(input.month);
  if (input.amount_cents === null) {
    await db
      .delete(pnlBudgets)
      .where(and(eq(pnlBudgets.restaurant_id, scope.restaurantId), eq(pnlBudgets.month, month), eq(pnlBudgets.line, input.line)));
    return;
  }
  await db
    .insert(pnlBudgets)
    .values({ restaurant_id: scope.restaurantId, month, line: input.line, amount_cents: input.amount_cents })
    .onConflictDoUpdate({
      target: [pnlBudgets.restaurant_id, pnlBudgets.month, pnlBudgets.line],
      set: { amount_cents: input.amount_cents, updated_at: new Date() },
    });
};

// ---------- closing a month ----------
/** "Clôturer le mois": stores the month's live figures with who and when; a closed month is refused a second time. */
export const closeMonth = async (db: Db, scope: RestaurantScope, actor: { id: string | null; name: string }, month: string) => {
  await db.transaction(async (tx) => {
    // one closing at a time per restaurant
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pnl_close'), hashtext(${scope.restaurantId}))`);
    await assertOpen(tx, scope, month);
    const live = await computeFigures(tx, scope, monthFirstDay(month), monthLastDay(month), { frozen: false, serial: true });
    const figures = live.months.get(month);
    if (!figures) throw new Error('month figures missing');
    const sources = await allLineSources(tx, scope, month, linesOfFigures(figures, live.categories));
    const frozen: FrozenMonth = { figures, categories: live.categories, sources };
    await tx.insert(pnlMonthClosures).values({
      restaurant_id: scope.restaurantId,
      month: monthFirstDay(month),
      closed_by_user_id: actor.id,
      closed_by_name: actor.name,
      figures: frozen,
    });
  });
};

/** Reopens a closed month (admin only): the statement is computed live again. */
export const reopenMonth = async (db: Db, scope: RestaurantScope, month: string) => {
  const deleted = await db
    .delete(pnlMonthClosures)
    .where(and(eq(pnlMonthClosures.restaurant_id, scope.restaurantId), eq(pnlMonthClosures.month, monthFirstDay(month))))
    .returning({ month: pnlMonthClosures.month });
  if (!deleted.length) throw notFound("Ce mois n'est pas clôturé");
};
