import { createHash } from 'node:crypto';
import { type AccountingArchive, type AccountingExportQuery, accountKeys } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/database';
import { caisseAccountingExports } from '../../../db/schema';
import type { SessionUser } from '../../../lib/access';
import { notFound, unprocessable } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { sellerAt } from '../../../lib/restaurant-identity';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import { recordEvent } from '../ledger/journal/service';
import { type Accounts, accountsOf } from './accounts';
import { imbalanceOf } from './entries';
import { fecFileName, writeFile } from './files';
import { previewOf, readPeriod } from './period';

export const SIREN_MISSING =
  'Le SIREN du restaurant manque : renseignez son SIRET (ou SIREN) dans Mon restaurant › Informations pour exporter le FEC, dont le nom de fichier le demande.';

/** The SIREN of the fiscal identity in force now (the first 9 digits of the SIRET, or the SIREN itself), or null. */
const sirenOrNull = async (db: Db, scope: RestaurantScope) => {
  const digits = ((await sellerAt(db, scope))?.siret ?? '').replace(/\D/g, '');
  return digits.length === 9 || digits.length === 14 ? digits.slice(0, 9) : null;
};
const sirenOf = async (db: Db, scope: RestaurantScope) => {
  const siren = await sirenOrNull(db, scope);
  if (!siren) throw unprocessable(SIREN_MISSING, { format: SIREN_MISSING });
  return siren;
};

/** The preview of the screen, with the FEC's file name (null without a SIREN). */
export const previewAccounting = async (db: Db, scope: RestaurantScope, from: string, to: string) => {
  const [period, siren] = await Promise.all([readPeriod(db, scope, from, to), sirenOrNull(db, scope)]);
  return previewOf(period, siren ? fecFileName(siren, to) : null);
};

const sameAccounts = (a: Accounts, b: Accounts) => accountKeys.every((k) => a[k]?.number === b[k]?.number && a[k]?.label === b[k]?.label);

type ArchiveRow = typeof caisseAccountingExports.$inferSelect;
const lastVersion = async (db: Queryable, scope: RestaurantScope, month: string, format: string) =>
  (
    await db.execute<ArchiveRow>(
      sql`select * from caisse_accounting_exports e where ${inScope(scope, sql`e.restaurant_id`)}
          and e.month = ${`${month}-01`}::date and e.format = ${format} order by e.version desc limit 1`,
    )
  ).rows[0];

/**
 * « Export comptable » of a period. Its lines are checked balanced (each entry, each day) before anything is written:
 * an imbalance refuses it (422, naming the day and the amount). A whole month over, with every day closed, is archived
 * at its first export and returned byte for byte afterwards, until the account numbers change: then a new version.
 */
export const exportAccounting = async (db: Db, scope: RestaurantScope, q: AccountingExportQuery, user: SessionUser) => {
  const [period, accounts] = await Promise.all([readPeriod(db, scope, q.from, q.to), accountsOf(db, scope)]);
  const siren = q.format === 'fec' ? await sirenOf(db, scope) : '';
  const journal = { what: 'accounting', format: q.format, from: q.from, to: q.to };
  const month = period.lockedMonth;
  if (!month) {
    const imbalance = imbalanceOf(period.entries);
    if (imbalance) throw unprocessable(imbalance);
    const file = await writeFile(q.format, period.entries, accounts, { ...q, siren });
    await recordEvent(db, scope.restaurantId, {
      kind: 'export',
      user,
      details: { ...journal, entries: period.entries.length, bytes: file.body.length },
    });
    return file;
  }
  return db.transaction(async (tx) => {
    // one writer per restaurant's month and format: two first exports at once make one version, not two
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`accounting:${scope.restaurantId}:${month}:${q.format}`}))`);
    const last = await lastVersion(tx, scope, month, q.format);
    if (last && sameAccounts(last.accounts as Accounts, accounts)) {
      await recordEvent(tx, scope.restaurantId, {
        kind: 'export',
        user,
        details: { ...journal, month, version: last.version, archived: true },
      });
      return { body: Buffer.from(last.content), name: last.file_name };
    }
    const imbalance = imbalanceOf(period.entries);
    if (imbalance) throw unprocessable(imbalance);
    const file = await writeFile(q.format, period.entries, accounts, { ...q, siren });
    const version = (last?.version ?? 0) + 1;
    await tx.insert(caisseAccountingExports).values({
      restaurant_id: scope.restaurantId,
      month: `${month}-01`,
      format: q.format,
      version,
      accounts,
      file_name: file.name,
      size_bytes: file.body.length,
      sha256: createHash('sha256').update(file.body).digest('hex'),
      content: file.body,
      created_by_user_id: user.id,
      created_by_name: `${user.first_name} ${user.last_name}`,
    });
    await recordEvent(tx, scope.restaurantId, {
      kind: 'export',
      user,
      details: {
        ...journal,
        month,
        version,
        reason: last ? 'accounts_changed' : 'first_export',
        entries: period.entries.length,
        bytes: file.body.length,
      },
    });
    return file;
  });
};

/** The archived versions, newest month first, then newest version. */
export const listArchives = async (db: Db, scope: RestaurantScope): Promise<{ data: AccountingArchive[] }> => {
  const { rows } = await db.execute<AccountingArchive>(
    sql`select e.id, to_char(e.month, 'YYYY-MM') as month, e.format, e.version, e.file_name, e.size_bytes as size, e.sha256,
          ${iso(sql`e.created_at`)} as created_at, e.created_by_name
        from caisse_accounting_exports e where ${inScope(scope, sql`e.restaurant_id`)}
        order by e.month desc, e.version desc, e.format limit 200`,
  );
  return { data: rows };
};

export const archiveFile = async (db: Db, scope: RestaurantScope, id: string) => {
  const { rows } = await db.execute<{ file_name: string; format: AccountingArchive['format']; content: Buffer }>(
    sql`select e.file_name, e.format, e.content from caisse_accounting_exports e where ${inScope(scope, sql`e.restaurant_id`)} and e.id = ${id}`,
  );
  if (!rows[0]) throw notFound('Export archivé introuvable');
  return rows[0];
};
