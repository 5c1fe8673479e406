import { frDay, type Lot, type LotTrace, lotKindLabels } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { instantPrinter } from '../../../lib/business-day';
import { notFound } from '../../../lib/http-errors';
import { frenchCsv } from '../../../lib/table-files';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import { findLot, traceLots } from './repository';

/** A lot's trace: upstream to the deliveries, downstream to every production it went into (404: not this restaurant's). */
export const traceLot = async (db: Db, scope: RestaurantScope, id: string): Promise<LotTrace> => {
  const lot = await findLot(db, scope, id);
  if (!lot) throw notFound('Lot introuvable');
  const [upstream, downstream] = await Promise.all([
    traceLots(db, scope, lot.original_id, 'up'),
    traceLots(db, scope, lot.original_id, 'down'),
  ]);
  return { lot, upstream, downstream };
};

/** The trace as a CSV for a recall (`;`, UTF-8 with BOM, CRLF, as the register's). */
export const exportTrace = async (db: Db, scope: RestaurantScope, id: string) => {
  const trace = await traceLot(db, scope, id);
  // each instant in the timezone of its day (a new one applies from the next business day)
  const at = await instantPrinter(db, scope);
  const line = (direction: string, depth: number, l: Lot) => [
    direction,
    depth,
    lotKindLabels[l.kind],
    l.product,
    l.lot ?? '',
    l.dlc ? frDay(l.dlc) : '',
    l.provider ?? '',
    at(l.recorded_at, scope.restaurantId),
    l.recorded_by_name ?? '',
  ];
  const body = frenchCsv([
    ['Sens', 'Niveau', 'Type', 'Produit', 'Lot', 'DLC', 'Fournisseur', 'Enregistré le', 'Par'],
    line('Lot recherché', 0, trace.lot),
    ...trace.upstream.map((n) => line('En amont (ingrédient, livraison)', n.depth, n)),
    ...trace.downstream.map((n) => line('En aval (production)', n.depth, n)),
  ]);
  const name = (trace.lot.lot ?? trace.lot.product).replace(/[^\w-]+/g, '-').slice(0, 40);
  return { filename: `tracabilite-lot-${name}.csv`, body };
};
