import { frDay, haccpRecordKinds, type ProductionLot } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { timezoneAtSql } from '../../../lib/business-day';
import { unprocessable } from '../../../lib/http-errors';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import type { Queryable } from '../common';
import type { RecordKind } from '../records/kind';
import type { RecordRow } from '../records/repository';
import { currentLotsOf, findRecipe, insertProductionLots, type LotRow, traceLots } from './repository';

type D = Record<string, unknown>;
const fr = (n: unknown) => String(n).replace('.', ',');
const refuse = (field: string, message: string) => unprocessable(message, { [field]: message });

/** The lot number given when the entry leaves it empty: P-AAMMJJ-HHMM of the production, restaurant's time then. */
const generatedLot = async (db: Queryable, scope: RestaurantScope, at: string | undefined) => {
  const instant = sql`${at ?? new Date().toISOString()}::timestamptz`;
  const { rows } = await db.execute<{ lot: string }>(sql`
    select to_char((${instant} at time zone ${timezoneAtSql(sql`r`, instant)}), '"P-"YYMMDD"-"HH24MI') as lot
    from restaurants r where r.id = ${scope.restaurantId}`);
  return rows[0].lot;
};

/**
 * The lots of an entry: each named record must be a label, an accepted delivery or a production of this
 * restaurant (422 otherwise: another restaurant's lot is not found); a production cannot go into itself,
 * directly or through the lots it is made of.
 */
const resolveLots = async (db: Queryable, scope: RestaurantScope, ids: string[], self: string | null) => {
  const found = await currentLotsOf(db, scope, ids);
  const lots = ids.map((id) => found.find((l) => l.asked_id === id));
  const missing = lots.findIndex((l) => !l);
  if (missing >= 0) throw refuse('lots', 'Lot introuvable');
  const resolved = lots as LotRow[];
  if (resolved.some((l) => !['traceability', 'reception', 'production'].includes(l.kind))) {
    throw refuse('lots', 'Seuls une étiquette, une livraison ou une production peuvent être un lot');
  }
  if (resolved.some((l) => l.kind === 'reception' && !l.accepted)) {
    throw refuse('lots', 'Cette livraison a été refusée : elle ne peut pas entrer dans une production');
  }
  if (new Set(resolved.map((l) => l.original_id)).size !== resolved.length) throw refuse('lots', 'Un lot est choisi une seule fois');
  if (self) {
    const upstream = await Promise.all(resolved.map((l) => traceLots(db, scope, l.original_id, 'up')));
    if (resolved.some((l) => l.original_id === self) || upstream.flat().some((n) => n.original_id === self)) {
      throw refuse('lots', 'Une production ne peut pas entrer dans sa propre composition');
    }
  }
  return resolved;
};

/** A production's lot as its record keeps it: what the lot was when it was used. */
const copyOf = (l: LotRow): ProductionLot => ({
  original_id: l.original_id,
  kind: l.kind,
  product: l.product,
  lot: l.lot,
  dlc: l.dlc,
  provider: l.provider,
});

/**
 * A production (PRODUCT §5): a recipe of the stock module (its name copied) or a free name, its lot number
 * (generated when left empty), quantity, secondary DLC and the lots it used. The secondary DLC never goes beyond
 * the earliest DLC of those lots (a label's secondary DLC once opened, else its DLC; another production's
 * secondary DLC): refused (422), never recorded. A correction that does not name its lots keeps the previous
 * version's.
 */
export const production: RecordKind = {
  kind: 'production',
  ...haccpRecordKinds.production,
  searchKeys: ['product', 'lot'],
  prepare: async (db, scope, input, previous?: RecordRow) => {
    let product = (input.product as string | null) ?? null;
    const recipeId = (input.recipe_id as string | null) ?? null;
    if (recipeId) {
      const recipe = await findRecipe(db, scope, recipeId);
      if (!recipe) throw refuse('recipe_id', 'Recette introuvable');
      product = recipe.name;
    }
    const asked = input.lots as string[] | undefined;
    const previousLots = ((previous?.data as D | undefined)?.lots as ProductionLot[] | undefined) ?? [];
    const lots = await resolveLots(db, scope, asked ?? previousLots.map((l) => l.original_id), previous?.original_id ?? null);
    const secondary = input.secondary_dlc as string;
    const limit = lots.filter((l) => l.dlc).sort((x, y) => (x.dlc as string).localeCompare(y.dlc as string))[0];
    if (limit?.dlc && secondary > limit.dlc) {
      const of = limit.lot ? `du lot ${limit.lot} (${limit.product})` : `de ${limit.product}`;
      throw refuse('secondary_dlc', `La DLC secondaire ne peut pas dépasser le ${frDay(limit.dlc)}, DLC ${of}`);
    }
    const data: D = {
      recipe_id: recipeId,
      product,
      lot: (input.lot as string | null) ?? (await generatedLot(db, scope, input.recorded_at as string | undefined)),
      quantity: input.quantity,
      unit: input.unit,
      secondary_dlc: secondary,
      lots: lots.map(copyOf),
    };
    return { data, verdict: { compliant: true, deviation: null }, lots: lots.map((l) => l.original_id) };
  },
  afterInsert: (db, scope, id, prepared) => insertProductionLots(db, scope, id, prepared.lots ?? []),
  present: (row) => ({ recipe_id: null, lots: [], ...(row.data as D) }),
  summary: (row) => {
    const d = row.data as D;
    const lots = (d.lots as ProductionLot[] | undefined) ?? [];
    const used = lots.length ? `, lots utilisés : ${lots.map((l) => `${l.product}${l.lot ? ` (${l.lot})` : ''}`).join(', ')}` : '';
    return `${d.product}, lot ${d.lot} : ${fr(d.quantity)} ${d.unit}, DLC ${frDay(d.secondary_dlc as string)}${used}`;
  },
};
