import { type ClosingExportQuery, frDay, plural } from '@fitfit/contracts';
import type { Db } from '../../../../db/database';
import type { SessionUser } from '../../../../lib/access';
import type { RestaurantScope } from '../../../../lib/tenant-scope';
import { sellerMentions } from '../documents/service';
import { recordEvent } from '../journal/service';
import { closingsCsv, closingsPdf, closingsXlsx } from './files';
import { exportColumns, exportRows } from './table';

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** "Exporter une période": the closings of a date range as CSV, XLSX or PDF, journaled. */
export const exportClosings = async (db: Db, scope: RestaurantScope, q: ClosingExportQuery, user: SessionUser) => {
  const [{ rows, days }, seller] = await Promise.all([exportRows(db, scope, q.from, q.to, q.period), sellerMentions(db, scope)]);
  const columns = exportColumns(rows);
  const title = `Clôtures de caisse — ${seller.name}`;
  const subtitle = `Du ${frDay(q.from)} au ${frDay(q.to)} · ${plural(days.length, 'clôture journalière', 'clôtures journalières')}${seller.siret ? ` · SIRET ${seller.siret}` : ''}`;
  const body =
    q.format === 'csv'
      ? closingsCsv(rows, columns)
      : q.format === 'xlsx'
        ? await closingsXlsx(rows, columns, title)
        : await closingsPdf(rows, columns, title, subtitle);
  await recordEvent(db, scope.restaurantId, {
    kind: 'export',
    user,
    details: { what: 'closings', format: q.format, period: q.period, from: q.from, to: q.to, closings: days.length, bytes: body.length },
  });
  return { body, contentType: TYPES[q.format], filename: `clotures-${q.from}-${q.to}.${q.format}` };
};
