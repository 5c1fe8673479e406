import { type ClosingExportQuery, frDay, plural } from '@fitfit/contracts';
import type { Db } from '../../../../db/database';
import type { SessionUser } from '../../../../lib/access';
import { notFound } from '../../../../lib/http-errors';
import { type NetworkScope, narrowScope, type RestaurantScope } from '../../../../lib/tenant-scope';
import { sellerMentions } from '../documents/service';
import { recordEvent } from '../journal/service';
import { closingsCsv, closingsPdf, closingsXlsx } from './files';
import { type ExportRow, exportColumns, exportRows } from './table';

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/**
 * Whose closings an export reads: one restaurant (its Z screen), or the restaurants of a network in their order
 * (the franchisor's), each named: a network's rows start with their restaurant's name.
 */
export type ClosingsSource = { scope: RestaurantScope } | { scope: NetworkScope; restaurants: readonly { id: string; name: string }[] };

/** Each restaurant's closings as its own export makes them (days, months, years, the period's total), one after the other. */
const closingsRows = async (db: Db, source: ClosingsSource, q: ClosingExportQuery) => {
  const parts =
    'restaurants' in source
      ? source.restaurants.map((r) => {
          const scope = narrowScope(source.scope, r.id);
          if (!scope) throw notFound('Restaurant introuvable');
          return { scope, prefix: `${r.name} — ` };
        })
      : [{ scope: source.scope, prefix: '' }];
  const rows: ExportRow[] = [];
  const closings: { scope: RestaurantScope; days: number }[] = [];
  for (const { scope, prefix } of parts) {
    const own = await exportRows(db, scope, q.from, q.to, q.period);
    rows.push(...(prefix ? own.rows.map((row) => ({ ...row, label: `${prefix}${row.label}` })) : own.rows));
    closings.push({ scope, days: own.days.length });
  }
  return { rows, closings };
};

/** The title's name and the SIRET line: the restaurant's legal mentions, or the network (its one restaurant's name). */
const headingOf = async (db: Db, source: ClosingsSource) => {
  if (!('restaurants' in source)) return sellerMentions(db, source.scope);
  return { name: source.restaurants.length === 1 ? source.restaurants[0].name : 'réseau', siret: null };
};

/**
 * "Exporter une période": the closings of a date range as CSV, XLSX or PDF — one restaurant's, or a network's with
 * a section per restaurant (the same columns) — journaled: the restaurant's export in its journal, a network's in
 * the journal of each restaurant it holds closings of.
 */
export const exportClosings = async (db: Db, source: ClosingsSource, q: ClosingExportQuery, user: SessionUser) => {
  const network = 'restaurants' in source;
  const [{ rows, closings }, heading] = await Promise.all([closingsRows(db, source, q), headingOf(db, source)]);
  const days = closings.reduce((n, c) => n + c.days, 0);
  const columns = exportColumns(rows);
  const title = `Clôtures de caisse — ${heading.name}`;
  const subtitle = [
    `Du ${frDay(q.from)} au ${frDay(q.to)}`,
    ...(network ? [plural(source.restaurants.length, 'restaurant', 'restaurants')] : []),
    plural(days, 'clôture journalière', 'clôtures journalières'),
    ...(heading.siret ? [`SIRET ${heading.siret}`] : []),
  ].join(' · ');
  const body =
    q.format === 'csv'
      ? closingsCsv(rows, columns)
      : q.format === 'xlsx'
        ? await closingsXlsx(rows, columns, title)
        : await closingsPdf(rows, columns, title, subtitle);
  const { format, period, from, to } = q;
  for (const c of closings) {
    if (network && !c.days) continue;
    await recordEvent(db, c.scope.restaurantId, {
      kind: 'export',
      user,
      details: network
        ? { what: 'closings', network: true, format, period, from, to, closings: c.days }
        : { what: 'closings', format, period, from, to, closings: c.days, bytes: body.length },
    });
  }
  return { body, contentType: TYPES[q.format], filename: `clotures${network ? '-reseau' : ''}-${q.from}-${q.to}.${q.format}` };
};
